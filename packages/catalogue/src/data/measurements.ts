import { defineConcept } from './defineConcept';

/** The Measurements concept, “Measure Masters”, as the curriculum gives it (measurements.md). */
export const measurements = defineConcept({
  id: 'measurements',
  name: 'Measurements',
  title: 'Measure Masters',
  description: 'Compare and measure length, mass, capacity and temperature.',
  icon: 'ruler',
  iconEmoji: '📏',
  levels: [
    {
      title: 'Compare and Measure',
      description:
        'Longer, heavier, holds more: compare things and measure them with paper clips and cubes.',
      lingos: [
        {
          index: 0,
          title: 'Measurement Basics',
          kind: 'learn',
          description: 'Longer, heavier, holds more, and measuring with paper clips.',
        },
        {
          index: 1,
          title: 'Longer, Heavier, Holds More',
          kind: 'practice',
          description: 'Compare and order things by length, mass and capacity.',
        },
        {
          index: 2,
          title: 'Measure with Paper Clips',
          kind: 'practice',
          description: 'Lay paper clips or cubes end to end and count them.',
        },
      ],
    },
    {
      title: 'Centimetres and Metres',
      description: 'Use a centimetre ruler, estimate lengths, and pick cm or m.',
      lingos: [
        {
          index: 0,
          title: 'How to Use a Ruler',
          kind: 'learn',
          description: 'Measure in centimetres from 0, and big things in metres.',
        },
        {
          index: 1,
          title: 'Measure with a Ruler',
          kind: 'practice',
          description: 'Line up the 0 and read the length in centimetres.',
        },
        {
          index: 2,
          title: 'Broken Ruler',
          kind: 'practice',
          description: 'Measure when the ruler does not start at 0.',
        },
        {
          index: 3,
          title: 'Estimate, Then Measure',
          kind: 'practice',
          description: 'Guess a length, check it, and choose cm or m.',
        },
      ],
    },
    {
      title: 'Mass, Capacity, Temperature',
      description: 'Grams and kilograms, millilitres and litres, and degrees Celsius.',
      lingos: [
        {
          index: 0,
          title: 'Grams, Litres and Degrees',
          kind: 'learn',
          description: 'Weigh in g and kg, pour in mL and L, read °C.',
        },
        {
          index: 1,
          title: 'Balance Scale Puzzles',
          kind: 'practice',
          description: 'Use the scale to find masses in grams and kilograms.',
        },
        {
          index: 2,
          title: 'Pour and Measure',
          kind: 'practice',
          description: 'Compare by pouring and read millilitres on a measuring jug.',
        },
        {
          index: 3,
          title: 'Hot and Cold',
          kind: 'practice',
          description: 'Read a thermometer in °C and pick the right temperature.',
        },
      ],
    },
  ],
});
