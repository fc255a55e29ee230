import { describe, expect, it } from 'vitest';
import { allSectorIds, buildSectorTree, findSector, subtreeIds, toSectorOptions } from './sector-tree';

const FLAT = [
  { id: 1, name: 'Finance', parent_id: null },
  { id: 2, name: 'Banking', parent_id: 1 },
  { id: 3, name: 'Insurance', parent_id: 1 },
  { id: 4, name: 'Retail banking', parent_id: 2 },
  { id: 5, name: 'Mining', parent_id: null },
];

describe('buildSectorTree', () => {
  it('nests children under their parents, siblings in list order', () => {
    const tree = buildSectorTree(FLAT);
    expect(tree.map((n) => n.name)).toEqual(['Finance', 'Mining']);
    expect(tree[0].children.map((n) => n.name)).toEqual(['Banking', 'Insurance']);
    expect(tree[0].children[0].children.map((n) => n.name)).toEqual(['Retail banking']);
  });

  it('does not depend on parents coming first', () => {
    const tree = buildSectorTree([...FLAT].reverse());
    expect(tree.map((n) => n.name).sort()).toEqual(['Finance', 'Mining']);
    expect(findSector(tree, 4)?.parent_id).toBe(2);
    expect(findSector(tree, 2)?.children.map((n) => n.id)).toEqual([4]);
  });

  it('makes a sector whose parent is missing a root, and survives a cycle', () => {
    expect(buildSectorTree([{ id: 9, name: 'Orphan', parent_id: 77 }]).map((n) => n.id)).toEqual([9]);
    const cyclic = buildSectorTree([
      { id: 1, name: 'A', parent_id: 2 },
      { id: 2, name: 'B', parent_id: 1 },
    ]);
    expect(allSectorIds(cyclic).sort()).toEqual([1, 2]);
  });

  it('gives an empty tree for an empty list', () => {
    expect(buildSectorTree([])).toEqual([]);
  });
});

describe('subtreeIds', () => {
  const tree = buildSectorTree(FLAT);
  it('is the sector and all its descendants', () => {
    expect([...subtreeIds(tree, 1)].sort()).toEqual([1, 2, 3, 4]);
    expect([...subtreeIds(tree, 2)].sort()).toEqual([2, 4]);
    expect([...subtreeIds(tree, 5)]).toEqual([5]);
  });
  it('is empty for an unknown id', () => {
    expect(subtreeIds(tree, 42).size).toBe(0);
  });
});

describe('toSectorOptions', () => {
  it('maps to TreeSelect options and disables the given ids', () => {
    const tree = buildSectorTree(FLAT);
    const options = toSectorOptions(tree, subtreeIds(tree, 2));
    expect(options[0]).toMatchObject({ value: 1, title: 'Finance' });
    expect(options[0].disabled).toBeUndefined();
    expect(options[0].children[0]).toMatchObject({ value: 2, disabled: true });
    expect(options[0].children[0].children[0]).toMatchObject({ value: 4, disabled: true });
    expect(options[0].children[1].disabled).toBeUndefined();
  });
});

describe('allSectorIds', () => {
  it('lists every id depth first', () => {
    expect(allSectorIds(buildSectorTree(FLAT))).toEqual([1, 2, 4, 3, 5]);
  });
});
