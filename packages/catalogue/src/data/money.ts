import { defineConcept } from './defineConcept';

/** The Money concept, “Making Cents of Money!”, as the curriculum (money.md) gives it. */
export const money = defineConcept({
  id: 'money',
  name: 'Money',
  title: 'Making Cents of Money!',
  description: "Know Canada's coins and bills, count money, and shop with change.",
  icon: 'coins',
  iconEmoji: '🪙',
  iconEmojiFallback: '💰',
  levels: [
    {
      title: 'Meet the Money',
      description: 'Exploration: know each Canadian coin and bill by its look, name and value.',
      lingos: [
        {
          index: 0,
          title: 'Money Basics',
          kind: 'learn',
          description: "Meet Canada's coins: nickel, dime, quarter, loonie and toonie.",
        },
        {
          index: 1,
          title: 'Money Detective',
          kind: 'practice',
          description: 'Listen to the clues and find the mystery coin or bill.',
        },
        {
          index: 2,
          title: 'Coin Sort',
          kind: 'practice',
          description: 'Sort coins into bins: first by type, then by value.',
        },
      ],
    },
    {
      title: 'Count It Up',
      description: 'Problem solving: count, build, trade and compare amounts of money.',
      lingos: [
        {
          index: 0,
          title: 'Money Math Basics',
          kind: 'learn',
          description: 'Count coins the smart way: biggest first, then count on.',
        },
        // Two Lingos share this title: 2-1 totals a set of coins; 2-2 trades, adds and subtracts.
        {
          index: 1,
          title: 'Computational Playground',
          kind: 'practice',
          description: 'Count a handful of coins and find the total.',
        },
        {
          index: 2,
          title: 'Computational Playground',
          kind: 'practice',
          description: 'Trade coins for equal value, then add and take away money.',
        },
        {
          index: 3,
          title: 'Making Amounts',
          kind: 'practice',
          description: 'Build the amount on the tag, then try it with the fewest coins.',
        },
        {
          index: 4,
          title: 'The Cash Counter',
          kind: 'practice',
          description: 'Count the money in the cash drawer: bills first, then coins.',
        },
        {
          index: 5,
          title: 'Who Has More?',
          kind: 'practice',
          description: 'Compare two purses. More coins does not always mean more money!',
        },
      ],
    },
    {
      title: 'At the Corner Store',
      description: 'Mastery: pay, give change, and round cash totals to 5 cents.',
      lingos: [
        {
          index: 0,
          title: 'Money Transactions',
          kind: 'learn',
          description: 'Learn to pay, get change, and round cash to 5 cents.',
        },
        {
          index: 1,
          title: 'The Corner Store',
          kind: 'practice',
          description: 'Shop at the corner store: pay enough and check your change.',
        },
        {
          index: 2,
          title: 'The Corner Store - 2',
          kind: 'practice',
          description: "You're the cashier! Count up from the price to give change.",
        },
      ],
    },
  ],
});
