/**
 * @lingos/reading: the Reading concept ("Reading Rangers"): its bundle, its passage model and
 * data, and its widgets. Every public export is listed by name; each carries its TSDoc
 * one-liner at its declaration. The Lingos are not exported here: the host loads them lazily
 * through `readingBundle`, and their models are their own.
 */

// The concept bundle for the host: lazy loaders of the Reading Lingos.
export { readingBundle } from './bundle';
/** The ids of the Lingos in `readingBundle`, to list them without loading it. */
export { readingLingoIds } from './lingoIds';
export type { ReadingLingoId } from './lingoIds';

// The passage model: passages as data, validated on load, spoken forms, picking, mastery.
export {
  choicesForStep,
  needsOneCorrectChoice,
  parsePassages,
  questionTypes,
} from './model/passages';
export type {
  CausePair,
  ParsedPassages,
  Passage,
  PassageChoice,
  PassageEvent,
  PassagePart,
  PassageQuestion,
  QuestionType,
  SortCard,
  StoryWord,
} from './model/passages';
export { shownRange, spokenForm, toSpoken } from './model/spokenForms';
export type { SpokenPiece, SpokenText } from './model/spokenForms';
export {
  isReadingMastered,
  masteryPassageSpread,
  passagesAtStep,
  pickPassage,
  pickQuestions,
  questionsAtStep,
} from './model/picker';
export type { ReadingAnswer } from './model/picker';
export {
  decodableExtras,
  isDecodablePassage,
  isDecodableWord,
  maxStoryWords,
  sightWords,
  undecodableWords,
} from './model/decodable';

// Widgets: PassageReader.
export { PassageReader, passageReaderModes } from './widgets/PassageReader/PassageReader';
export type {
  PassageReaderMode,
  PassageReaderProps,
  SentenceMark,
} from './widgets/PassageReader/PassageReader';
export { sentenceTokens, tokensSpoken } from './widgets/PassageReader/readerTokens';
export type { ReaderToken } from './widgets/PassageReader/readerTokens';
export {
  passageWords,
  phraseWords,
  toggleWord,
  wordKeyTarget,
  wordsOfSentences,
} from './widgets/PassageReader/wordChoice';
export type { PassageWord } from './widgets/PassageReader/wordChoice';

// Widgets: InfoCard (a recipe card, a bar chart or a grid map).
export { InfoCard, infoCardModes } from './widgets/InfoCard/InfoCard';
export type { InfoCardMark, InfoCardMode, InfoCardProps } from './widgets/InfoCard/InfoCard';
export {
  amountSpoken,
  amountText,
  cardParts,
  cellOf,
  focusOrder,
  infoCardAlt,
  infoCardKinds,
  legendEntries,
  parseInfoCard,
  partName,
  partSpeech,
  partsOfSentence,
  partWithin,
  spokenCount,
  squareName,
  stepOnMap,
  wholeNumberWords,
} from './widgets/InfoCard/infoCardModel';
export type {
  BarChartCard,
  ChartBar,
  InfoCardData,
  InfoCardKind,
  InfoCardPart,
  MapCard,
  MapCell,
  ParsedInfoCard,
  RecipeCard,
  RecipeIngredient,
} from './widgets/InfoCard/infoCardModel';

// Widgets: TwoTexts (two texts on one topic: side by side, or tabs on a narrow screen).
export { sideBySideQuery, TwoTexts } from './widgets/TwoTexts/TwoTexts';
export type { TwoTextsProps } from './widgets/TwoTexts/TwoTexts';
export { kindPhrase, localIndices, passageTexts, textName } from './widgets/TwoTexts/twoTextsModel';
export type { PassageText } from './widgets/TwoTexts/twoTextsModel';
