import i18next from 'i18next';
import { arrivalRoute, preloadArrival } from '../../src/app/preload';

describe('arrivalRoute', () => {
  it('finds the route of the arrival address, ignoring its query', () => {
    expect(arrivalRoute('')?.page).toBe('home');
    expect(arrivalRoute('#/')?.page).toBe('home');
    expect(arrivalRoute('#/services/sem?lng=th')).toMatchObject({ page: 'services/sem', ns: 'service-sem' });
    expect(arrivalRoute('#/newsDetails')).toMatchObject({ page: 'news-details', ns: 'news' });
  });

  it('matches exactly and case-sensitively, like the router', () => {
    expect(arrivalRoute('#/NEWS')).toBeUndefined();
    expect(arrivalRoute('#/about/x')).toBeUndefined();
  });
});

describe('preloadArrival', () => {
  it('hooks into an i18next instance before it is initialised, as main.tsx calls it', async () => {
    const instance = i18next.createInstance();
    expect(() => preloadArrival(instance, '#/contact')).not.toThrow();
    await instance.init({ lng: 'en', resources: { en: { common: {} } } });
    expect(instance.isInitialized).toBe(true);
  });
});
