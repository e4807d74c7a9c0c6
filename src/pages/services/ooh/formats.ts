import type en from '../../../../locales/en/service-ooh.json';
import type { OutdoorArtKey } from '../../../assets/outdoor/art';

type Regions = (typeof en)['formats']['regions'];
export type RegionId = keyof Regions;
type Groups<R extends RegionId> = Regions[R]['groups'];

/** Illustrations used for format items (those with an alt text in the catalogue's `art`). */
export type FormatArt = Extract<OutdoorArtKey, keyof (typeof en)['art']>;

/**
 * Which formats each region shows, in display order, and the illustration of each. Typed against
 * the English catalogue: a group or format missing here, or one with no text, is a compile error.
 */
type ItemArt<G> = G extends { items: infer I } ? { [K in keyof I]: FormatArt } : never;

export type FormatDescriptor = {
  [R in RegionId]: { [G in keyof Groups<R>]: ItemArt<Groups<R>[G]> };
};

export const FORMATS: FormatDescriptor = {
  hongKong: {
    mtr: { digitalPanels: 'metro', trainWrap: 'train', stationDomination: 'screen' },
    bus: { fullWrap: 'bus', shelterLightBox: 'shelter', onboardTv: 'screen' },
    transit: { tramBody: 'tram', taxi: 'car', pierPanels: 'screen' },
    airport: { arrivalNetwork: 'airport', gateLightBoxes: 'screen', expressTrain: 'train' },
    highSpeedRail: { concourseScreens: 'airport', departureLightBoxes: 'screen', trainLivery: 'train' },
    billboard: { roadside: 'billboard', tunnel: 'billboard', wallscape: 'ledWall' },
    ledWall: { shoppingDistrict: 'ledWall', harbourfront: 'ledWall', mallAtrium: 'screen' },
  },
  china: {
    airport: { terminalNetwork: 'airport', gateLightBoxes: 'screen', baggageClaim: 'airport' },
    metro: { platformScreens: 'metro', trainWrap: 'train', concourse: 'screen' },
    bus: { busBody: 'bus', shelterScreens: 'shelter', onboardTv: 'screen' },
    others: { officeLift: 'lift', residentialLift: 'lift', landmarkLed: 'ledWall' },
  },
  sea: {
    airport: { terminalScreens: 'airport', arrivalLightBoxes: 'screen', airportRail: 'train' },
    metro: { platformScreens: 'metro', skytrainWrap: 'train', stationPanels: 'screen' },
    transit: { busWrap: 'bus', carWrap: 'car', shelterPanels: 'shelter' },
    others: { roadsideLed: 'billboard', mallScreens: 'screen', officeScreens: 'lift' },
  },
};

/** Tab order; Hong Kong is the default tab. */
export const REGION_ORDER: readonly RegionId[] = ['hongKong', 'china', 'sea'];

export interface FormatEntry {
  id: string;
  art: FormatArt;
  /** Catalogue keys (in the service-ooh namespace). */
  titleKey: string;
  subKey: string;
}

export interface FormatGroupEntry {
  id: string;
  labelKey: string;
  items: FormatEntry[];
}

/** The groups of a region, in display order, with the catalogue key of every text. */
export function formatGroups(region: RegionId): FormatGroupEntry[] {
  const groups = FORMATS[region] as Record<string, Record<string, FormatArt>>;
  return Object.entries(groups).map(([groupId, items]) => {
    const base = `formats.regions.${region}.groups.${groupId}`;
    return {
      id: groupId,
      labelKey: `${base}.label`,
      items: Object.entries(items).map(([itemId, art]) => ({
        id: itemId,
        art,
        titleKey: `${base}.items.${itemId}.title`,
        subKey: `${base}.items.${itemId}.sub`,
      })),
    };
  });
}
