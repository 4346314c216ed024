// The reading bundle's own chunk: the host loads it only when one of its Lingos is played.
export { readingBundle as bundle } from '@lingos/reading';
