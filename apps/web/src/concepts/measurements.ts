// The measurements bundle's own chunk: the host loads it only when one of its Lingos is played.
export { measurementsBundle as bundle } from '@lingos/measurements';
