import { domRect, indexInParent, layOut, listColumn, setBox } from './layout';

describe('test layout', () => {
  it('makes a DOMRect whose edges follow from its box', () => {
    const rect = domRect({ left: 10, top: 20, width: 30, height: 40 });
    expect([rect.x, rect.y, rect.right, rect.bottom]).toEqual([10, 20, 40, 60]);
  });

  it('lays list items out in a column and puts jsdom’s boxes back', () => {
    document.body.innerHTML = '<ul><li>a</li><li>b</li><li>c</li></ul><p>text</p>';
    const [, second] = document.querySelectorAll('li');
    const restore = layOut(listColumn({ gap: 50 }));
    try {
      expect(indexInParent(second!)).toBe(1);
      expect(second!.getBoundingClientRect().top).toBe(50);
      expect(document.querySelector('p')!.getBoundingClientRect().width).toBe(0);
    } finally {
      restore();
    }
    expect(second!.getBoundingClientRect().top).toBe(0);
  });

  it('gives one element its own box', () => {
    const lane = document.createElement('div');
    setBox(lane, { left: 0, top: 0, width: 360, height: 100 });
    expect(lane.getBoundingClientRect().right).toBe(360);
  });
});
