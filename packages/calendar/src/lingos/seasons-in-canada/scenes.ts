/**
 * The bank of 24 scenes of Seasons in Canada (step 1), 6 per season. calendar.md names
 * eleven of them; the pictures come from kit's art set, which draws one thing each, so every
 * text alternative says what is drawn and what it is for ("an ice skate, for skating on a
 * frozen pond"). There is no rain-boot picture: rain boots in puddles became a rain cloud for
 * April showers.
 */
import type { PictureName } from '@lingos/kit';
import type { SeasonId } from '../../model/seasons';

/** One picture card to sort. */
export interface Scene {
  readonly id: string;
  readonly season: SeasonId;
  readonly picture: PictureName;
  /** The picture's text alternative, what is drawn: read as "Picture: …". */
  readonly alt: string;
  /** The scene's short name, on the card and in announcements: "Skating". */
  readonly name: string;
  /** Why it belongs in its season: its hint when put in another bin. */
  readonly reason: string;
}

/** Every scene, winter first, 6 per season. */
export const scenes: readonly Scene[] = [
  {
    id: 'skating',
    season: 'winter',
    picture: 'ice-skate',
    alt: 'an ice skate, for skating on a frozen pond',
    name: 'Skating',
    reason: 'Ponds freeze in winter, so you can skate on them.',
  },
  {
    id: 'snowman',
    season: 'winter',
    picture: 'snowman-without-snow',
    alt: 'a snowman',
    name: 'Snowman',
    reason: 'You need snow to build a snowman, and snow comes in winter.',
  },
  {
    id: 'tobogganing',
    season: 'winter',
    picture: 'sled',
    alt: 'a sled, for tobogganing down a snowy hill',
    name: 'Tobogganing',
    reason: 'Tobogganing needs a snowy hill, and snow comes in winter.',
  },
  {
    id: 'skiing',
    season: 'winter',
    picture: 'skis',
    alt: 'skis, for skiing on snow',
    name: 'Skiing',
    reason: 'Skiing needs snow, and snow comes in winter.',
  },
  {
    id: 'mittens',
    season: 'winter',
    picture: 'gloves',
    alt: 'mittens, for cold, snowy days',
    name: 'Mittens',
    reason: 'Mittens keep your hands warm on the cold, snowy days of winter.',
  },
  {
    id: 'pond-hockey',
    season: 'winter',
    picture: 'ice-hockey',
    alt: 'a hockey stick and puck, for hockey on a frozen pond',
    name: 'Pond hockey',
    reason: 'Ponds freeze in winter, so you can play hockey on them.',
  },
  {
    id: 'tulips',
    season: 'spring',
    picture: 'tulip',
    alt: 'a tulip',
    name: 'Tulips',
    reason: 'Tulips come up and bloom in spring.',
  },
  {
    id: 'april-showers',
    season: 'spring',
    picture: 'cloud-with-rain',
    alt: 'a rain cloud, for April showers',
    name: 'April showers',
    reason: 'April is in spring, and spring brings rain showers.',
  },
  {
    id: 'robins-nest',
    season: 'spring',
    picture: 'nest-with-eggs',
    alt: "a nest with blue robin's eggs",
    name: "Robin's nest",
    reason: 'Robins come back in spring and build their nests.',
  },
  {
    id: 'planting',
    season: 'spring',
    picture: 'seedling',
    alt: 'a sprout, for planting seeds',
    name: 'Planting seeds',
    reason: 'In spring we plant seeds, and new sprouts come up.',
  },
  {
    id: 'blossoms',
    season: 'spring',
    picture: 'cherry-blossom',
    alt: 'a pink blossom from a tree',
    name: 'Blossoms',
    reason: 'Trees blossom in spring, when the days get warmer.',
  },
  {
    id: 'chick',
    season: 'spring',
    picture: 'baby-chick',
    alt: 'a baby chick',
    name: 'Baby chick',
    reason: 'Many baby animals are born in spring, like chicks.',
  },
  {
    id: 'swimming',
    season: 'summer',
    picture: 'person-swimming',
    alt: 'a person swimming, for swimming in a lake',
    name: 'Swimming',
    reason: 'The lakes get warm enough for swimming in summer.',
  },
  {
    id: 'beach',
    season: 'summer',
    picture: 'beach-with-umbrella',
    alt: 'a beach umbrella on the sand',
    name: 'Beach day',
    reason: 'Hot, sunny beach days come in summer.',
  },
  {
    id: 'strawberries',
    season: 'summer',
    picture: 'strawberry',
    alt: 'a strawberry, for strawberry picking',
    name: 'Strawberry picking',
    reason: 'Strawberries are ripe for picking in summer, in June and July.',
  },
  {
    id: 'camping',
    season: 'summer',
    picture: 'tent',
    alt: 'a tent, for camping',
    name: 'Camping',
    reason: 'Families go camping in the warm summer months.',
  },
  {
    id: 'canoeing',
    season: 'summer',
    picture: 'canoe',
    alt: 'a canoe on a lake',
    name: 'Canoeing',
    reason: 'Summer is the warm time of year for canoeing on the lakes.',
  },
  {
    id: 'sunflowers',
    season: 'summer',
    picture: 'sunflower',
    alt: 'a sunflower',
    name: 'Sunflowers',
    reason: 'Sunflowers grow tall in the hot summer sun.',
  },
  {
    id: 'raking-leaves',
    season: 'fall',
    picture: 'maple-leaf',
    alt: 'a red maple leaf, for raking coloured leaves',
    name: 'Raking leaves',
    reason: 'In fall the leaves turn red and orange and fall from the trees.',
  },
  {
    id: 'geese',
    season: 'fall',
    picture: 'goose',
    alt: 'a goose, for geese flying south',
    name: 'Geese flying south',
    reason: 'In fall, geese fly south before the cold comes.',
  },
  {
    id: 'pumpkin',
    season: 'fall',
    picture: 'jack-o-lantern',
    alt: 'a carved pumpkin',
    name: 'Carved pumpkin',
    reason: 'Pumpkins are carved for Halloween, October 31, in fall.',
  },
  {
    id: 'apple-picking',
    season: 'fall',
    picture: 'red-apple',
    alt: 'an apple, for apple picking',
    name: 'Apple picking',
    reason: 'Apples are ripe for picking in fall.',
  },
  {
    id: 'gathering-nuts',
    season: 'fall',
    picture: 'chipmunk',
    alt: 'a chipmunk, for gathering nuts to store',
    name: 'Gathering nuts',
    reason: 'In fall, chipmunks gather nuts to keep for the winter.',
  },
  {
    id: 'back-to-school',
    season: 'fall',
    picture: 'backpack',
    alt: 'a backpack, for going back to school',
    name: 'Back to school',
    reason: 'School starts again in September, in fall.',
  },
];

/** A scene by id. */
export function sceneById(id: string): Scene | undefined {
  return scenes.find((scene) => scene.id === id);
}
