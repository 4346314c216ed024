// The words bundle's own chunk: the host loads it only when one of its Lingos is played.
export { wordsBundle as bundle } from '@lingos/words';
