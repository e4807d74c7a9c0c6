import { useId, useReducer, type ReactNode } from 'react';
import { HOVER_DOT_ATTRIBUTE, HOVER_GROUP_ATTRIBUTE, HOVER_PICTURE_ALT_ATTRIBUTE, HOVER_PICTURE_ATTRIBUTE } from '../config/site';
import type { CardImage } from './card-grid';
import styles from './hover-carousel.module.scss';

export interface HoverPanel {
  id: string;
  image: CardImage;
  title: ReactNode;
  /** Category line under the title. */
  sub: ReactNode;
}

export interface HoverGroup {
  id: string;
  /** Name of the group: its heading and the visible label of its navigation dot. */
  label: string;
  panels: readonly HoverPanel[];
}

/** Which group is shown, and which of its panels supplies the displayed image. */
export interface HoverCarouselState {
  group: number;
  panel: number;
}

export type HoverCarouselAction =
  | { type: 'selectGroup'; index: number; groupCount: number }
  | { type: 'showPanel'; index: number; panelCount: number };

function inRange(index: number, count: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < count;
}

/**
 * Selecting a group shows its first panel's image; hovering or focusing a panel shows its image.
 * Out-of-range indexes leave the state as it is.
 */
export function hoverCarouselReducer(state: HoverCarouselState, action: HoverCarouselAction): HoverCarouselState {
  switch (action.type) {
    case 'selectGroup':
      if (!inRange(action.index, action.groupCount)) return state;
      return action.index === state.group && state.panel === 0 ? state : { group: action.index, panel: 0 };
    case 'showPanel':
      if (!inRange(action.index, action.panelCount) || action.index === state.panel) return state;
      return { ...state, panel: action.index };
    default:
      return state;
  }
}

/** The panel whose image is displayed, if any. */
export function shownPanel(groups: readonly HoverGroup[], state: HoverCarouselState): HoverPanel | undefined {
  return groups[state.group]?.panels[state.panel] ?? groups[state.group]?.panels[0];
}

interface Props {
  groups: readonly HoverGroup[];
  /** Accessible name of the whole component (e.g. "Hong Kong ad formats"). */
  label: string;
  /** Accessible name of the row of navigation dots (e.g. "Format groups"). */
  dotsLabel: string;
  /** Level of each group's heading (default h3). */
  headingLevel?: 'h3' | 'h4';
}

/**
 * Groups of panels beside one large image. Hovering, focusing or pressing a panel displays its
 * image; the navigation dots (buttons, aria-pressed) select a group. Everything works with the
 * keyboard; the image cross-fade is off under prefers-reduced-motion.
 * Every group is written, the others `hidden`, and each panel names its picture (the HOVER_*
 * attributes): a prerendered document the app could not take over still switches groups and
 * pictures (src/app/take-over.ts), so no group stays out of reach.
 */
export function HoverCarousel({ groups, label, dotsLabel, headingLevel: H = 'h3' }: Props) {
  const uid = useId();
  const [state, dispatch] = useReducer(hoverCarouselReducer, { group: 0, panel: 0 });
  const group = groups[state.group];
  const shown = shownPanel(groups, state);
  const stageId = `${uid}-stage`;
  if (!group) return null;

  const show = (index: number) => dispatch({ type: 'showPanel', index, panelCount: group.panels.length });

  return (
    <div role="group" aria-label={label} className={styles.root}>
      <div id={stageId} className={styles.stage}>
        <div className={styles.picture}>
          {shown && (
            <img
              key={shown.id}
              className={styles.image}
              src={shown.image.src}
              alt={shown.image.alt}
              width={shown.image.width}
              height={shown.image.height}
              loading="lazy"
              decoding="async"
            />
          )}
        </div>
        {groups.map((g, gi) => (
          <div key={g.id} className={styles.side} hidden={gi !== state.group} {...{ [HOVER_GROUP_ATTRIBUTE]: gi }}>
            <H className={styles.heading}>{g.label}</H>
            <ul className={styles.panels}>
              {g.panels.map((panel, i) => (
                <li key={`${g.id}-${panel.id}`}>
                  <button
                    type="button"
                    className={styles.panel}
                    aria-pressed={gi === state.group && i === state.panel}
                    onMouseEnter={() => show(i)}
                    onFocus={() => show(i)}
                    onClick={() => show(i)}
                    {...{ [HOVER_PICTURE_ATTRIBUTE]: panel.image.src, [HOVER_PICTURE_ALT_ATTRIBUTE]: panel.image.alt }}
                  >
                    <span className={styles.panelTitle}>{panel.title}</span>
                    <span className={styles.panelSub}>{panel.sub}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {groups.length > 1 && (
        <div role="group" aria-label={dotsLabel} className={styles.dots}>
          {groups.map((g, i) => (
            <button
              key={g.id}
              type="button"
              className={styles.dot}
              aria-pressed={i === state.group}
              aria-controls={stageId}
              {...{ [HOVER_DOT_ATTRIBUTE]: i }}
              onClick={() => dispatch({ type: 'selectGroup', index: i, groupCount: groups.length })}
            >
              <span className={styles.dotMark} aria-hidden="true" />
              <span className={styles.dotLabel}>{g.label}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
