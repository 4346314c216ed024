/**
 * @lingos/money: the Money concept ("Making Cents of Money!"): its bundle, its widgets and
 * its money model. Every public export is listed by name; each carries its TSDoc one-liner
 * at its declaration. The Lingos are not exported here: the host loads them lazily through
 * `moneyBundle`, and their models are their own.
 */

// The concept bundle for the host: lazy loaders of the Money Lingos.
export { moneyBundle } from './bundle';
/** The ids of the Lingos in `moneyBundle`, to list them without loading it. */
export { moneyLingoIds } from './lingoIds';
export type { MoneyLingoId } from './lingoIds';

// Money model: the coin and bill fact table.
export {
  pieceIds,
  coinIds,
  billIds,
  pieceKinds,
  pieceSides,
  pieceColours,
  pieceMotifs,
  billSizeMm,
  pieces,
  piece,
  isPieceId,
  pieceValue,
  isCoin,
  byValueDescending,
  pieceWorth,
} from './model/pieces';
export type {
  PieceId,
  CoinId,
  BillId,
  PieceKind,
  PieceSide,
  PieceColour,
  PieceMotif,
  PieceFacts,
} from './model/pieces';

// Money model: amounts written and spoken, sets of pieces in words.
export {
  formatDollars,
  formatCents,
  formatAmount,
  formatSignedAmount,
  speakAmount,
  speakAmountShort,
  speakSignedAmount,
  countWord,
  joinParts,
  describeCount,
  describePieces,
  countOnText,
} from './model/format';
export type { DescribePiecesOptions } from './model/format';

// Money model: what one piece says (text alternative, tap, flip).
export {
  kingSideUp,
  pieceLook,
  pieceAlt,
  pieceSpeech,
  flipText,
  otherSide,
} from './model/describe';

// Money model: cash arithmetic (totals, cash rounding, fewest pieces, change, count-up).
export {
  totalOf,
  round5,
  cashRounding,
  paymentMethods,
  paymentTotal,
  fewestPieces,
  greedyPieces,
  isEnough,
  amountShort,
  change,
  countUpSteps,
  countUpFrom,
  countUpSentence,
  removablePiece,
  canTakeBack,
} from './model/cash';
export type { PaymentMethod, CountUpStep } from './model/cash';

// Money model: typed amounts (NumberPad's cents and dollars forms).
export {
  moneyEntryForms,
  centsFormat,
  moneyFormats,
  parseMoneyEntry,
  entryFromCents,
  otherEntryForm,
  echoAmount,
  echoSentence,
  echoSpeech,
} from './model/entry';
export type { MoneyEntryForm } from './model/entry';

// Widgets
export { MoneyPiece, defaultPieceSize } from './widgets/MoneyPiece/MoneyPiece';
export type { MoneyPieceProps } from './widgets/MoneyPiece/MoneyPiece';
export { pieceBox } from './widgets/MoneyPiece/pieceSize';

// CashTray: one pure model (pieces in places) and its layouts.
export {
  trayPieces,
  trayReducer,
  piecesIn,
  idsIn,
  totalIn,
  findPiece,
  nextPieceKey,
  isSortedByValue,
} from './widgets/CashTray/cashTrayModel';
export type {
  TrayPiece,
  TrayPieceInput,
  TrayAction,
  TrayActionType,
} from './widgets/CashTray/cashTrayModel';
export {
  addedText,
  removedText,
  movedText,
  countUpText,
  sortedText,
  trayPieceName,
  placeSummary,
} from './widgets/CashTray/cashTrayText';
export { CashTray, pursePlace } from './widgets/CashTray/CashTray';
export type { CashTrayProps } from './widgets/CashTray/CashTray';
export { DisplayPurse } from './widgets/CashTray/DisplayPurse';
export type { DisplayPurseProps } from './widgets/CashTray/DisplayPurse';

// PriceTag
export { PriceTag, priceTagSizes, priceTagText } from './widgets/PriceTag/PriceTag';
export type { PriceTagProps, PriceTagSize } from './widgets/PriceTag/PriceTag';

// Receipt and tally sheet
export {
  receiptTotals,
  receiptText,
  receiptRows,
  defaultReceiptRows,
} from './widgets/Receipt/receiptModel';
export type {
  ReceiptLine,
  ReceiptInput,
  ReceiptTotals,
  ReceiptRow,
  ReceiptTextOptions,
} from './widgets/Receipt/receiptModel';
export { Receipt } from './widgets/Receipt/Receipt';
export type { ReceiptProps } from './widgets/Receipt/Receipt';
export { TallySheet, tallyLineText } from './widgets/Receipt/TallySheet';
export type { TallyLine, TallySheetProps } from './widgets/Receipt/TallySheet';

// CashTray layouts: pieces moving between places
export { PlacesTray } from './widgets/CashTray/PlacesTray';
export type {
  PlacesTrayProps,
  TrayPlace,
  PlaceTap,
  PlaceTools,
} from './widgets/CashTray/PlacesTray';
export {
  CountingLine,
  countingLinePlaces,
  runningCountText,
} from './widgets/CashTray/CountingLine';
export type { CountingLineProps } from './widgets/CashTray/CountingLine';
export { CounterPayment, counterPlaces } from './widgets/CashTray/CounterPayment';
export type { CounterPaymentProps } from './widgets/CashTray/CounterPayment';
export { TwoPurseTrade } from './widgets/CashTray/TwoPurseTrade';
export type { TwoPurseTradeProps } from './widgets/CashTray/TwoPurseTrade';
export { ChangeTray, changeTrayText, tillPieces } from './widgets/CashTray/ChangeTray';
export type { ChangeTrayProps } from './widgets/CashTray/ChangeTray';
export { Drawer, drawerOrder, drawerText, compartmentText } from './widgets/CashTray/Drawer';
export type { DrawerProps } from './widgets/CashTray/Drawer';

// The money answer: NumberPad in cents or dollars, the other form echoed.
export { MoneyEntryPad } from './widgets/MoneyEntryPad/MoneyEntryPad';
export type { MoneyEntry, MoneyEntryPadProps } from './widgets/MoneyEntryPad/MoneyEntryPad';
