// The money bundle's own chunk: the host loads it only when one of its Lingos is played.
export { moneyBundle as bundle } from '@lingos/money';
