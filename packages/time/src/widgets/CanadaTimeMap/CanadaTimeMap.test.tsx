import { expectNoA11yViolations } from '@lingos/kit/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CanadaTimeMap, cityButtonName, cityClocks, cityReading } from './CanadaTimeMap';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

describe('cityClocks', () => {
  it('gives every city’s clock, west to east, for noon in Toronto', () => {
    const clocks = cityClocks(at(12, 0), 'toronto');
    expect(clocks.map((clock) => [clock.city, clock.time, clock.dayShift])).toEqual([
      ['vancouver', at(9, 0), 0],
      ['edmonton', at(10, 0), 0],
      ['winnipeg', at(11, 0), 0],
      ['toronto', at(12, 0), 0],
      ['halifax', at(13, 0), 0],
      ['st-johns', at(13, 30), 0],
    ]);
  });

  it('marks the day after and before, seen from the source', () => {
    const clocks = cityClocks(at(23, 30), 'vancouver');
    expect(clocks.find((clock) => clock.city === 'toronto')).toMatchObject({
      time: at(2, 30),
      dayShift: 1,
    });
    const fromToronto = cityClocks(at(23, 30), 'vancouver', [], 'toronto');
    expect(fromToronto.find((clock) => clock.city === 'vancouver')?.dayShift).toBe(-1);
  });

  it('names and reads a clock', () => {
    const [vancouver, , , toronto] = cityClocks(at(12, 0), 'toronto', ['vancouver']);
    expect(cityButtonName(toronto!)).toBe('Toronto, 12:00 PM (noon), Eastern');
    expect(cityButtonName(vancouver!)).toBe('Vancouver, Pacific, question mark');
    const [shownVancouver] = cityClocks(at(12, 0), 'toronto');
    expect(cityButtonName(shownVancouver!, '12h', 'toronto')).toBe(
      'Vancouver, 9:00 AM, Pacific, 3 hours earlier than Toronto',
    );
    expect(cityReading(toronto!, '12h')).toBe('Toronto: 12:00 PM, noon.');
    const shown = cityClocks(at(12, 0), 'toronto')[0]!;
    expect(cityReading(shown, '12h', 'toronto')).toBe(
      'Vancouver: 9:00 AM, 3 hours earlier than Toronto.',
    );
  });
});

describe('CanadaTimeMap', () => {
  it('has a button per city named by its clock, west to east', async () => {
    const { container } = render(<CanadaTimeMap time={at(15, 0)} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Map of Canada, west to east' });
    expect(toolbar).toBeInTheDocument();
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Vancouver, 12:00 PM (noon), Pacific',
      'Edmonton, 1:00 PM, Mountain',
      'Winnipeg, 2:00 PM, Central',
      'Toronto, 3:00 PM, Eastern',
      'Halifax, 4:00 PM, Atlantic',
      "St. John's, 4:30 PM, Newfoundland",
    ]);
    // The name holds what the button shows, in order (WCAG 2.5.3 label in name).
    expect(screen.getByRole('button', { name: 'Toronto, 3:00 PM, Eastern' })).toHaveTextContent(
      'Toronto 3:00 PM Eastern',
    );
    await expectNoA11yViolations(container);
  });

  it('shows a question mark on the clock to find, and marks source and target', async () => {
    const { container } = render(
      <CanadaTimeMap
        time={at(12, 0)}
        source="toronto"
        target="vancouver"
        hiddenCities={['vancouver']}
      />,
    );
    const vancouver = screen.getByRole('button', { name: 'Vancouver, Pacific, question mark' });
    expect(vancouver).toHaveTextContent('?');
    expect(vancouver).toHaveAccessibleDescription('The city to find.');
    expect(
      screen.getByRole('button', { name: 'Toronto, 12:00 PM (noon), Eastern' }),
    ).toHaveAccessibleDescription('Start city.');
    expect(screen.getByTestId('map-arrow')).toHaveAttribute('data-direction', 'west');
    await expectNoA11yViolations(container);
  });

  it('moves between cities with the arrows (one tab stop) and reads a clock on Enter', async () => {
    const user = userEvent.setup();
    const onCitySelect = vi.fn();
    render(<CanadaTimeMap time={at(12, 0)} source="toronto" onCitySelect={onCitySelect} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Toronto, 12:00 PM (noon), Eastern' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Winnipeg, 11:00 AM, Central' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onCitySelect).toHaveBeenCalledWith('winnipeg');
    expect(screen.getByRole('status')).toHaveTextContent('Winnipeg: 11:00 AM.');
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: "St. John's, 1:30 PM, Newfoundland" })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Vancouver, 9:00 AM, Pacific' })).toHaveFocus();
  });

  it('after the answer, says how each clock compares with the source', async () => {
    const user = userEvent.setup();
    render(<CanadaTimeMap time={at(12, 0)} source="toronto" target="vancouver" showDifference />);
    const vancouver = 'Vancouver, 9:00 AM, Pacific, 3 hours earlier than Toronto';
    await user.click(screen.getByRole('button', { name: vancouver }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Vancouver: 9:00 AM, 3 hours earlier than Toronto.',
    );
    expect(screen.getByRole('button', { name: vancouver })).toHaveTextContent(
      '3 hours earlier than Toronto',
    );
  });

  it('shows tomorrow on a clock past midnight', () => {
    render(<CanadaTimeMap time={at(23, 30)} timeCity="vancouver" source="vancouver" />);
    const toronto = screen.getByRole('button', { name: 'Toronto, 2:30 AM, tomorrow, Eastern' });
    expect(toronto).toHaveTextContent('tomorrow');
  });

  it('writes 24-hour clocks', () => {
    render(<CanadaTimeMap time={at(17, 0)} format="24h" />);
    expect(screen.getByRole('button', { name: 'Edmonton, 15:00, Mountain' })).toBeInTheDocument();
  });
});
