/**
 * Moves card `activeId` to the place of `overId`, keeping every locked card (already in its
 * right place) where it is: only the unlocked cards shift around them.
 */
export function moveCard(
  order: readonly string[],
  activeId: string,
  overId: string,
  locked: ReadonlySet<string> = new Set(),
): string[] {
  const from = order.indexOf(activeId);
  const target = order.indexOf(overId);
  if (from === -1 || target === -1 || from === target || locked.has(activeId)) return [...order];
  const openPlaces = order.flatMap((id, index) => (locked.has(id) ? [] : [index]));
  // Over a locked card, land on the nearest open place on the way there.
  let place = target;
  if (locked.has(overId)) {
    const candidates =
      target > from
        ? openPlaces.filter((index) => index < target)
        : openPlaces.filter((index) => index > target);
    const nearest = target > from ? candidates[candidates.length - 1] : candidates[0];
    if (nearest === undefined) return [...order];
    place = nearest;
  }
  const open = openPlaces.map((index) => order[index] as string);
  const fromOpen = openPlaces.indexOf(from);
  const toOpen = openPlaces.indexOf(place);
  const [moved] = open.splice(fromOpen, 1);
  open.splice(toOpen, 0, moved as string);
  const next = [...order];
  openPlaces.forEach((index, position) => {
    next[index] = open[position] as string;
  });
  return next;
}

/** The cards out of place: for each id in `order`, whether it matches `solution` there. */
export function sortMarks(
  order: readonly string[],
  solution: readonly string[],
): Record<string, 'correct' | 'incorrect'> {
  const marks: Record<string, 'correct' | 'incorrect'> = {};
  order.forEach((id, index) => {
    marks[id] = solution[index] === id ? 'correct' : 'incorrect';
  });
  return marks;
}
