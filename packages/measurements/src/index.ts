/**
 * @lingos/measurements: the Measurements concept ("Measure Masters"): its bundle, its widgets
 * and its measurement model. Every public export is listed by name; each carries its TSDoc
 * one-liner at its declaration. The Lingos are not exported here: the host loads them lazily
 * through `measurementsBundle`, and their models are their own.
 */

// The concept bundle for the host: lazy loaders of the Measurements Lingos.
export { measurementsBundle } from './bundle';
/** The ids of the Lingos in `measurementsBundle`, to list them without loading it. */
export { measurementsLingoIds } from './lingoIds';
export type { MeasurementsLingoId } from './lingoIds';

// The measurement model: units, conversions, spoken values and the object bank.
/** Units and their facts: symbols, spoken words, sizes in the base unit (cm, g, mL, °C). */
export { baseUnits, conversionProblems, quantities, unitIds, units } from './model/units';
/** Writing, speaking and converting measures: "9 cm", "minus 10 degrees Celsius", 1 L = 1000 mL. */
export {
  convert,
  everydayUnit,
  formatNumber,
  formatSpoken,
  formatWritten,
  fromBase,
  isUnitId,
  quantityOf,
  sameQuantity,
  toBase,
  unitSymbol,
  unitWord,
} from './model/units';
/** Types of the units and conversions. */
export type {
  Conversion,
  ConversionProblem,
  Measure,
  Quantity,
  UnitId,
  UnitInfo,
} from './model/units';
/** The object bank: every object the Lingos measure, with its hidden true values. */
export { lengthWords, objectBank, objectGroups, objectShapes } from './model/objects';
/** Finding, naming and checking objects of a bank (a teacher's bank is checked on load). */
export {
  everydayUnitOf,
  findObject,
  hiddenValue,
  nounOf,
  objectsInGroup,
  parseObjectBank,
  theNameOf,
} from './model/objects';
/** Types of the object bank. */
export type {
  LengthWord,
  MeasureObject,
  ObjectGroup,
  ObjectShape,
  ParsedObjectBank,
} from './model/objects';

// Length widgets: Ruler, UnitRow and the objects they measure.
/** A length object drawn to the screen's scale: standalone (an image) or inside a widget's SVG. */
export { LengthObject, LengthObjectShape } from './widgets/LengthObject/LengthObject';
/** Props of LengthObject and LengthObjectShape. */
export type {
  LengthObjectProps,
  LengthObjectShapeProps,
} from './widgets/LengthObject/LengthObject';
/** Where a length object is drawn: its exact ends at a scale, its parts, a scale that fits. */
export {
  drawnThickness,
  fitScale,
  lengthShapeOf,
  lengthShapes,
  objectHeight,
  objectLayout,
  partsExtent,
  partTones,
  shapeParts,
} from './widgets/LengthObject/lengthObjectGeometry';
/** Types of the length object geometry. */
export type {
  LengthShape,
  ObjectLayout,
  ObjectLayoutInput,
  PartTone,
  FitScaleOptions,
  ShapePart,
} from './widgets/LengthObject/lengthObjectGeometry';
/** A centimetre ruler: still or dragged, broken, tappable spaces and numbers, the ribbon. */
export { Ruler, rulerModes, rulerTapTargets } from './widgets/Ruler/Ruler';
/** Types of Ruler. */
export type {
  RulerMode,
  RulerObject,
  RulerProps,
  RulerSpaceTap,
  RulerTapTarget,
} from './widgets/Ruler/Ruler';
/** The ruler's pure rules: marks, readings, snapping, keys, tap targets and its texts. */
export {
  alignedIndex,
  defaultRulerEnd,
  draggedPosition,
  highestBrokenStart,
  isOnRuler,
  isValidRuler,
  laneOfMark,
  markAt,
  markPhrase,
  markTiles,
  nearestMark,
  nearestSpace,
  normalizeRuler,
  objectEndsText,
  objectOnRulerText,
  offsetText,
  readingAt,
  ribbonEndAt,
  ribbonKeyTarget,
  ribbonText,
  rulerKeyTarget,
  rulerLength,
  rulerMarkValues,
  rulerSpaces,
  rulerText,
  rulerTicks,
  rulerZeroOf,
  settlePosition,
  slideLayout,
  snapPosition,
  snapToleranceCm,
  spaceAgainText,
  spaceName,
  spaceText,
  spaceTiles,
} from './widgets/Ruler/rulerModel';
/** Types of the ruler's rules. */
export type {
  PositionRange,
  RulerMarks,
  RulerReading,
  RulerTextObject,
  RulerTick,
  SlideLayout,
  TapTile,
} from './widgets/Ruler/rulerModel';
/** Units laid end to end under an object: paper clips, cubes, metre sticks; tappable joints. */
export { UnitRow } from './widgets/UnitRow/UnitRow';
/** Props of UnitRow. */
export type { UnitRowProps } from './widgets/UnitRow/UnitRow';
/** UnitRow's object lane: objects slid left and right, a start line and "Line up". */
export { ObjectLane } from './widgets/UnitRow/ObjectLane';
/** Types of ObjectLane. */
export type { LaneObject, ObjectLaneProps } from './widgets/UnitRow/ObjectLane';
/** The unit row's pure rules: adding, joints, the check, Max's rows and the texts. */
export {
  addUnit,
  checkRow,
  closeJoint,
  countText,
  jointKinds,
  jointText,
  nextStart,
  problemText,
  removeLastUnit,
  rightRow,
  rowEnd,
  rowJoints,
  rowText,
  rowWithJoint,
  unitCount,
  unitKindIds,
  unitKinds,
  unitsPastEnd,
  unitsText,
} from './widgets/UnitRow/unitRowModel';
/** Types of the unit row's rules. */
export type {
  Joint,
  JointKind,
  RowCheck,
  RowProblem,
  RowTextObject,
  UnitKind,
  UnitKindId,
} from './widgets/UnitRow/unitRowModel';
/** The object lane's pure rules: lining up, moving, the longest and the texts. */
export {
  byLengthDescending,
  isLinedUp,
  laneKeyTarget,
  lanePositionText,
  laneSnapCm,
  laneText,
  linedUpText,
  lineUp,
  longestId,
  settleLanePosition,
} from './widgets/UnitRow/objectLaneModel';
/** Types of the object lane's rules. */
export type { LaneItem, LaneTextItem } from './widgets/UnitRow/objectLaneModel';
/** One screen's scale in px per cm, fitted to an element's width (a 0–20 ruler fits 320 px). */
export { useCentimetreScale } from './widgets/LengthObject/useCentimetreScale';
/** Options of useCentimetreScale. */
export type { CentimetreScaleOptions } from './widgets/LengthObject/useCentimetreScale';

// Mass, capacity and temperature widgets: BalanceScale, Containers and Thermometer.
/** A balance scale: objects and gram and kilogram masses on two pans; the beam tilts to the heavier. */
export {
  BalanceScale,
  balancePanMarks,
  balanceScaleStates,
} from './widgets/BalanceScale/BalanceScale';
/** Props and states of BalanceScale. */
export type {
  BalancePanMark,
  BalanceScaleProps,
  BalanceScaleState,
} from './widgets/BalanceScale/BalanceScale';
/** A weighing already done, drawn small and still (two weighings shown side by side). */
export { BalanceWeighing, balanceWeighingSizes } from './widgets/BalanceScale/BalanceWeighing';
/** Props and sizes of BalanceWeighing. */
export type {
  BalanceWeighingProps,
  BalanceWeighingSize,
} from './widgets/BalanceScale/BalanceWeighing';
/** The balance model, pure: things on pans, totals, the heavier side, the tilt, and its texts. */
export {
  balanceItems,
  balancePans,
  balanceReducer,
  balanceState,
  balanceStateText,
  balanceChangeText,
  compareTotals,
  countedName,
  defaultDrawnSize,
  describeScale,
  describeThings,
  drawnSizeOf,
  drawnSizes,
  gramsOf,
  isMass,
  itemsOn,
  levelText,
  massesOf,
  massLabel,
  massSpoken,
  maxTilt,
  minTilt,
  panAnswerName,
  panDrops,
  panGrams,
  placingPan,
  standardMasses,
  takeOffName,
  takeOffText,
  thingName,
  tiltAngle,
} from './widgets/BalanceScale/balanceModel';
/** Types of the balance model. */
export type {
  BalanceAction,
  BalanceItem,
  BalanceObject,
  BalancePan,
  BalancePlace,
  BalanceSetup,
  BalanceState,
  BalanceThing,
  DrawnSize,
  StandardMass,
} from './widgets/BalanceScale/balanceModel';
/** Containers to pour, compare and fill, and the measuring jug marked in mL up to 1 L. */
export { containerMarks, Containers, containersStates } from './widgets/Containers/Containers';
/** Props, pours and changes of Containers. */
export type {
  ContainerMark,
  ContainerPour,
  ContainersChange,
  ContainersProps,
  ContainersState,
} from './widgets/Containers/Containers';
/** The containers model, pure: pouring, which holds more, the measuring jug and fill mode. */
export {
  amountAtFraction,
  containerOf,
  containerShapes,
  containerTitle,
  countedPourText,
  cupsToFill,
  describeContainer,
  describeJug,
  fillKeyTarget,
  fillStep,
  fillText,
  findContainer,
  holdsMore,
  isContainerShape,
  jugLevelText,
  jugMarks,
  jugMarkSteps,
  jugReading,
  levelFraction,
  liquids,
  measuringJug,
  measuringJugCapacity,
  pour,
  pourOutcomes,
  pourTest,
  pourText,
  refill,
  setContainerAmount,
  theContainer,
} from './widgets/Containers/containerModel';
/** Types of the containers model. */
export type {
  ContainerShape,
  ContainerState,
  JugMark,
  JugMarkStep,
  JugReading,
  Liquid,
  PourOutcome,
  PourResult,
} from './widgets/Containers/containerModel';
/** How each container is drawn, and water levels as heights and back. */
export {
  containerAmountAtY,
  containerArt,
  containerLevelY,
  jugMarkY,
} from './widgets/Containers/containerArt';
/** The drawing of one container shape. */
export type { ContainerArt } from './widgets/Containers/containerArt';
/** A Celsius thermometer (−30 to 40 °C), read-only or set by drag, arrows and held buttons. */
export { Thermometer, thermometerStates } from './widgets/Thermometer/Thermometer';
/** Props, pictures and states of Thermometer. */
export type {
  ThermometerPicture,
  ThermometerProps,
  ThermometerState,
} from './widgets/Thermometer/Thermometer';
/** The thermometer model, pure: the scale, its marks, value and height, keys and texts. */
export {
  defaultThermometerScale,
  degreesSpoken,
  describeThermometer,
  redLineText,
  thermometerScaleText,
  settleThermometerScale,
  snapToThermometerMark,
  thermometerGeometry,
  thermometerKeyTarget,
  thermometerMarks,
  thermometerMarkSteps,
  thermometerReadingText,
  thermometerPxPerDegree,
  temperatureToY,
  yToTemperature,
} from './widgets/Thermometer/thermometerModel';
/** Types of the thermometer model. */
export type {
  ThermometerGeometry,
  ThermometerMark,
  ThermometerMarkStep,
  ThermometerScale,
} from './widgets/Thermometer/thermometerModel';
