import { Picture } from '@lingos/kit';
import { shopArt } from './art/shopArt';
import type { ShopItem } from './validateShop';

/** Props of ShopItemPicture. */
export interface ShopItemPictureProps {
  readonly item: ShopItem;
  /** CSS px; default 56. */
  readonly size?: number;
  /** A visible word already names the item: hide the picture from screen readers. */
  readonly decorative?: boolean;
  readonly className?: string;
}

/** A shelf item's picture: kit's art by name, or the shop's own drawing; "Picture: a toque." */
export function ShopItemPicture({ item, size = 56, decorative, className }: ShopItemPictureProps) {
  const common = {
    size,
    alt: `a ${item.name}`,
    ...(decorative ? { decorative: true } : {}),
    ...(className ? { className } : {}),
  };
  return item.picture.art !== undefined ? (
    <Picture art={shopArt[item.picture.art]} {...common} />
  ) : (
    <Picture name={item.picture.name} {...common} />
  );
}
