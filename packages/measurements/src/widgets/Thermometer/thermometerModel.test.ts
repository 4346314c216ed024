import { describe, expect, it } from 'vitest';
import {
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
  thermometerReadingText,
  temperatureToY,
  yToTemperature,
  type ThermometerScale,
} from './thermometerModel';

const fives = defaultThermometerScale;
const tens: ThermometerScale = { min: -30, max: 40, markStep: 10 };

describe('settleThermometerScale', () => {
  it('defaults to −30 to 40 °C with marks every 5', () => {
    expect(settleThermometerScale()).toEqual({ min: -30, max: 40, markStep: 5 });
  });

  it('puts the ends in order and on the marks', () => {
    expect(settleThermometerScale({ min: 40, max: 0, markStep: 10 })).toEqual({
      min: 0,
      max: 40,
      markStep: 10,
    });
    expect(settleThermometerScale({ min: -27, max: 33, markStep: 5 })).toEqual({
      min: -30,
      max: 35,
      markStep: 5,
    });
    expect(settleThermometerScale({ min: 10, max: 10, markStep: 10 })).toEqual({
      min: 10,
      max: 20,
      markStep: 10,
    });
  });
});

describe('thermometerMarks', () => {
  it('marks every 5 degrees, labels every 10 with a real minus sign', () => {
    const marks = thermometerMarks(fives);
    expect(marks).toHaveLength(15);
    expect(marks[0]).toEqual({ value: -30, labelled: true, label: '\u221230' });
    expect(marks[1]).toEqual({ value: -25, labelled: false, label: '' });
    expect(marks[6]).toEqual({ value: 0, labelled: true, label: '0' });
    expect(marks[14]).toEqual({ value: 40, labelled: true, label: '40' });
  });

  it('marks every 10 degrees, all labelled', () => {
    const marks = thermometerMarks(tens);
    expect(marks.map((mark) => mark.value)).toEqual([-30, -20, -10, 0, 10, 20, 30, 40]);
    expect(marks.every((mark) => mark.labelled)).toBe(true);
  });
});

describe('snapToThermometerMark', () => {
  it('goes to the nearest mark inside the scale', () => {
    expect(snapToThermometerMark(12, fives)).toBe(10);
    expect(snapToThermometerMark(13, fives)).toBe(15);
    expect(snapToThermometerMark(-13, fives)).toBe(-15);
    expect(snapToThermometerMark(14, tens)).toBe(10);
    expect(snapToThermometerMark(55, fives)).toBe(40);
    expect(snapToThermometerMark(-41, fives)).toBe(-30);
  });
});

describe('geometry', () => {
  const geometry = thermometerGeometry(fives);

  it('draws 4 px a degree: the whole scale is 280 px tall, 0 is 120 px above −30', () => {
    expect(geometry).toEqual({ topY: 20, bottomY: 300 });
    expect(temperatureToY(40, fives, geometry)).toBe(20);
    expect(temperatureToY(-30, fives, geometry)).toBe(300);
    expect(temperatureToY(0, fives, geometry)).toBe(180);
    expect(temperatureToY(-10, fives, geometry)).toBe(220);
  });

  it('keeps a value off the scale at its end', () => {
    expect(temperatureToY(90, fives, geometry)).toBe(20);
    expect(yToTemperature(400, fives, geometry)).toBe(-30);
    expect(yToTemperature(0, fives, geometry)).toBe(40);
  });

  it('reads a height back as the temperature', () => {
    expect(yToTemperature(180, fives, geometry)).toBe(0);
    expect(yToTemperature(240, fives, geometry)).toBe(-15);
  });
});

describe('thermometerKeyTarget', () => {
  it('moves the red line one mark with the arrows', () => {
    expect(thermometerKeyTarget(20, 'ArrowUp', {}, fives)).toBe(25);
    expect(thermometerKeyTarget(20, 'ArrowDown', {}, fives)).toBe(15);
    expect(thermometerKeyTarget(0, 'ArrowDown', {}, fives)).toBe(-5);
    expect(thermometerKeyTarget(0, 'ArrowLeft', {}, tens)).toBe(-10);
    expect(thermometerKeyTarget(0, 'ArrowRight', {}, tens)).toBe(10);
  });

  it('moves 10 degrees with PageUp/PageDown and Shift+arrows', () => {
    expect(thermometerKeyTarget(-5, 'PageUp', {}, fives)).toBe(5);
    expect(thermometerKeyTarget(-5, 'PageDown', {}, fives)).toBe(-15);
    expect(thermometerKeyTarget(15, 'ArrowUp', { shiftKey: true }, fives)).toBe(25);
  });

  it('goes to the ends with Home and End, and stops there', () => {
    expect(thermometerKeyTarget(10, 'Home', {}, fives)).toBe(-30);
    expect(thermometerKeyTarget(10, 'End', {}, fives)).toBe(40);
    expect(thermometerKeyTarget(40, 'ArrowUp', {}, fives)).toBe(40);
    expect(thermometerKeyTarget(-30, 'PageDown', {}, fives)).toBe(-30);
  });

  it('lands on a mark from a value between marks, and ignores other keys', () => {
    expect(thermometerKeyTarget(12, 'ArrowUp', {}, fives)).toBe(15);
    expect(thermometerKeyTarget(12, 'ArrowDown', {}, fives)).toBe(5);
    expect(thermometerKeyTarget(12, 'Enter', {}, fives)).toBeUndefined();
  });
});

describe('texts', () => {
  it('says temperatures, below zero with "minus"', () => {
    expect(degreesSpoken(25)).toBe('25 degrees');
    expect(degreesSpoken(-10)).toBe('minus 10 degrees');
    expect(degreesSpoken(0)).toBe('0 degrees');
    expect(degreesSpoken(1)).toBe('1 degree');
    expect(degreesSpoken(-1)).toBe('minus 1 degree');
  });

  it('says the scale', () => {
    expect(thermometerScaleText(fives)).toBe('Thermometer, minus 30 to 40 degrees Celsius.');
    expect(thermometerScaleText({ min: 0, max: 40, markStep: 10 })).toBe(
      'Thermometer, 0 to 40 degrees Celsius.',
    );
  });

  it('describes the red line as measurements.md does', () => {
    expect(describeThermometer(15, fives)).toBe(
      'Thermometer, minus 30 to 40 degrees Celsius. The red line stops at the small mark halfway between 10 and 20.',
    );
    expect(describeThermometer(20, fives)).toBe(
      'Thermometer, minus 30 to 40 degrees Celsius. The red line stops at the mark labelled 20.',
    );
    expect(describeThermometer(0, tens)).toBe(
      'Thermometer, minus 30 to 40 degrees Celsius. The red line stops at the mark labelled 0.',
    );
  });

  it('describes the red line below zero, the mark nearer 0 first', () => {
    expect(describeThermometer(-10, fives)).toBe(
      'Thermometer, minus 30 to 40 degrees Celsius. The red line stops at the mark labelled minus 10.',
    );
    expect(describeThermometer(-15, fives)).toBe(
      'Thermometer, minus 30 to 40 degrees Celsius. The red line stops at the small mark halfway between minus 10 and minus 20.',
    );
    expect(describeThermometer(-5, fives)).toBe(
      'Thermometer, minus 30 to 40 degrees Celsius. The red line stops at the small mark halfway between 0 and minus 10.',
    );
  });

  it('says a line between marks, and a value off the scale at its end', () => {
    expect(describeThermometer(25, tens)).toBe(
      'Thermometer, minus 30 to 40 degrees Celsius. The red line stops between the marks labelled 20 and 30.',
    );
    expect(describeThermometer(55, tens)).toBe(
      'Thermometer, minus 30 to 40 degrees Celsius. The red line stops at the mark labelled 40.',
    );
  });

  it('says the red line in set mode and a short reading', () => {
    expect(redLineText(-10)).toBe('Red line at minus 10 degrees.');
    expect(thermometerReadingText(25)).toBe('Thermometer: the red line is at 25 degrees.');
  });
});
