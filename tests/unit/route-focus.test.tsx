import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { RouteFocus } from '../../src/shell/route-focus';

/** A page with an h1, a menu trigger and its popup, and a way to navigate from the test. */
let go: (path: string) => void = () => undefined;
function Page() {
  const navigate = useNavigate();
  useEffect(() => {
    go = navigate;
  }, [navigate]);
  return (
    <>
      <a href="#/services/sem" id="trigger" aria-expanded="false" aria-controls="menu">
        Services
      </a>
      <ul id="menu">
        <li>
          <a href="#/services/weibo" id="entry">
            Weibo
          </a>
        </li>
      </ul>
      <main id="main">
        <h1>Heading</h1>
        <RouteFocus />
      </main>
    </>
  );
}

describe('RouteFocus', () => {
  it('moves focus to the new screen\'s heading, unless the visitor has opened a menu meanwhile', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<MemoryRouter initialEntries={['/about']}><Page /></MemoryRouter>));

    await act(async () => go('/news'));
    expect(document.activeElement?.tagName).toBe('H1');

    // A tap opened the services menu before the next screen arrived: focus stays in the menu.
    const trigger = document.getElementById('trigger')!;
    trigger.setAttribute('aria-expanded', 'true');
    document.getElementById('entry')!.focus();
    await act(async () => go('/contact'));
    expect(document.activeElement?.id).toBe('entry');
    trigger.focus();
    await act(async () => go('/about'));
    expect(document.activeElement?.id).toBe('trigger');

    // Closed again: the next navigation takes focus to the heading.
    trigger.setAttribute('aria-expanded', 'false');
    await act(async () => go('/news'));
    expect(document.activeElement?.tagName).toBe('H1');
    act(() => root.unmount());
    container.remove();
  });
});
