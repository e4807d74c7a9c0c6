import airport from './airport.svg';
import billboard from './billboard.svg';
import bus from './bus.svg';
import car from './car.svg';
import city from './city.svg';
import ledWall from './led-wall.svg';
import lift from './lift.svg';
import metro from './metro.svg';
import pdooh from './pdooh.svg';
import screen from './screen.svg';
import shelter from './shelter.svg';
import train from './train.svg';
import tram from './tram.svg';

/** The outdoor illustration set (original SVG, 480 × 320). Alt texts live in each page's catalogue. */
export const OUTDOOR_ART = {
  airport,
  billboard,
  bus,
  car,
  city,
  ledWall,
  lift,
  metro,
  pdooh,
  screen,
  shelter,
  train,
  tram,
} as const;

export type OutdoorArtKey = keyof typeof OUTDOOR_ART;

export const OUTDOOR_ART_SIZE = { width: 480, height: 320 } as const;
