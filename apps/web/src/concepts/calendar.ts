// The calendar bundle's own chunk: the host loads it only when one of its Lingos is played.
export { calendarBundle as bundle } from '@lingos/calendar';
