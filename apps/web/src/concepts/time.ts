// The time bundle's own chunk: the host loads it only when one of its Lingos is played.
export { timeBundle as bundle } from '@lingos/time';
