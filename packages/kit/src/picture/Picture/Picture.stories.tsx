import { themeClass } from '@lingos/ui';
import { vars } from '@lingos/ui/vars';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import ant from '../art/ant';
import bat from '../art/bat';
import blackLargeSquare from '../art/black-large-square';
import bus from '../art/bus';
import catFace from '../art/cat-face';
import redApple from '../art/red-apple';
import skunk from '../art/skunk';
import spider from '../art/spider';
import sun from '../art/sun';
import sunglasses from '../art/sunglasses';
import topHat from '../art/top-hat';
import type { PictureArt } from '../pictureArt';
import { pictureList } from '../pictureList';
import { Picture } from './Picture';

/** The sizes a child sees: a word's icon, a card, a question, a hero. */
const pictureSizes = [24, 48, 96, 160] as const;

// Art the set draws in near-black or deep purple, beside bright art, to judge dark mode.
const darkArt = [blackLargeSquare, topHat, ant, spider, sunglasses, skunk, bat, bus, redApple];

function Row({ children }: { readonly children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 16 }}>{children}</div>
  );
}

function Panel({ dark, children }: { readonly dark: boolean; readonly children: ReactNode }) {
  return (
    <section
      className={themeClass('banana', dark)}
      data-dark={String(dark)}
      aria-label={dark ? 'Dark mode' : 'Light mode'}
      style={{ padding: 16, background: vars.color.surface, color: vars.color.text }}
    >
      {children}
    </section>
  );
}

const meta = {
  title: 'Kit/Picture',
  component: Picture,
  args: { art: bus, size: 96 },
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Static art, bundled with the code that imports it; read as "Picture: a bus.". */
export const Default: Story = {};

/** 24, 48, 96 and 160 px: the viewBox is kept, so every size stays crisp. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[bus, redApple, catFace, sun].map((art) => (
        <Row key={art.name}>
          {pictureSizes.map((size) => (
            <Picture key={size} art={art} size={size} />
          ))}
        </Row>
      ))}
    </div>
  ),
};

/**
 * Light and dark side by side (the toolbar switches the page too). Art drawn in near-black
 * gets a thin light edge in dark mode so it does not sink into the surface.
 */
export const LightAndDark: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[false, true].map((dark) => (
        <Panel key={String(dark)} dark={dark}>
          {[24, 48, 96].map((size) => (
            <Row key={size}>
              {darkArt.map((art: PictureArt) => (
                <Picture key={art.name} art={art} size={size} />
              ))}
            </Row>
          ))}
        </Panel>
      ))}
    </div>
  ),
};

/** A visible word names it: the picture is hidden from screen readers, the word is read. */
export const Decorative: Story = {
  render: () => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: '1.5rem' }}>
      <Picture art={bus} size={48} decorative />
      bus
    </p>
  ),
};

/** Found by name at run time (data-driven content): its module loads as its own chunk. */
export const ByName: Story = {
  render: () => (
    <Row>
      <Picture name="canoe" size={96} />
      <Picture name="maple-leaf" size={96} alt="a maple leaf, for Canada Day" />
    </Row>
  ),
};

/** Found by emoji, with or without U+FE0F, or with a skin tone: the same art. */
export const ByEmoji: Story = {
  render: () => (
    <Row>
      <Picture emoji={'\u2600\uFE0F'} size={96} />
      <Picture emoji={'\u2600'} size={96} />
      <Picture emoji={'\u{1F44D}\u{1F3FD}'} size={96} />
    </Row>
  ),
};

/** A name or emoji the set does not have: a framed "?" with the alt text, and one warning. */
export const Unknown: Story = {
  render: () => (
    <Row>
      <Picture name="unicorn-rainbow" size={96} alt="a unicorn" />
      <Picture emoji={'\u{1F996}'} size={48} />
    </Row>
  ),
};

function AllPicturesGrid({ size }: { readonly size: number }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${Math.max(size, 96)}px, 1fr))`,
        gap: 12,
        listStyle: 'none',
        padding: 0,
        margin: 0,
      }}
    >
      {pictureList.map((entry) => (
        <li key={entry.name} style={{ textAlign: 'center', fontSize: '0.75rem' }}>
          <Picture name={entry.name} size={size} />
          <div>{entry.name}</div>
          <div style={{ color: vars.color.textMuted }}>{entry.alt}</div>
        </li>
      ))}
    </ul>
  );
}

/** Every picture in the set, loaded lazily, with its name and alt text, to scan the set. */
export const AllPictures: Story = {
  render: () => <AllPicturesGrid size={48} />,
};

/** Every picture at 24 px, the smallest size a child sees. */
export const AllPicturesSmall: Story = {
  render: () => <AllPicturesGrid size={24} />,
};
