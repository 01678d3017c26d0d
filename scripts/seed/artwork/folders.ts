/** The demo artwork's folders under public/artwork/, in catalogue order. */

/** A folder of demo artwork. */
export type ArtworkFolder =
  | 'animals'
  | 'cryptids'
  | 'dinosaurs'
  | 'horror'
  | 'offroad'
  | 'beach'
  | 'police-military'
  | 'pop'
  | 'space'
  | 'svgs'
  | 'vehicles';

/** Every folder, in the order the catalogue lists them. */
export const ARTWORK_FOLDERS: readonly ArtworkFolder[] = [
  'animals',
  'cryptids',
  'dinosaurs',
  'horror',
  'offroad',
  'beach',
  'police-military',
  'pop',
  'space',
  'svgs',
  'vehicles',
];
