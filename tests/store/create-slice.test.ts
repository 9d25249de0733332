import { describe, expect, expectTypeOf, it } from 'vitest';
import { createSlice, type PayloadAction } from '@/store/create-slice';

interface Basket {
  owner: { name: string };
  items: string[];
  count: number;
  note: string | null;
}

const initialBasket: Basket = { owner: { name: 'Amina' }, items: [], count: 0, note: null };

const basketSlice = createSlice({
  name: 'basket',
  initialState: initialBasket,
  reducers: {
    itemAdded(state, action: PayloadAction<string>) {
      state.items = [...state.items, action.payload];
      state.count = state.count + 1;
    },
    noteChanged(state, action: PayloadAction<string | null>) {
      state.note = action.payload;
    },
    ownerRenamed(state, action: PayloadAction<string>) {
      state.owner = { ...state.owner, name: action.payload };
    },
    emptied() {
      return initialBasket;
    },
    counted(state) {
      state.count = state.items.length;
    },
    itemsReplaced: {
      reducer(state, action: PayloadAction<{ items: string[]; at: number }>) {
        state.items = action.payload.items;
        state.count = action.payload.at;
      },
      prepare(items: string[], at: number = 7) {
        return { payload: { items, at } };
      },
    },
  },
});

const { itemAdded, noteChanged, ownerRenamed, emptied, counted, itemsReplaced } =
  basketSlice.actions;
const reduce = basketSlice.reducer;

describe('createSlice', () => {
  it('names action types after the slice and the case reducer', () => {
    expect(basketSlice.name).toBe('basket');
    expect(itemAdded('pear')).toEqual({ type: 'basket/itemAdded', payload: 'pear' });
    expect(itemAdded.type).toBe('basket/itemAdded');
    expect(emptied()).toEqual({ type: 'basket/emptied', payload: undefined });
    expect(noteChanged(null)).toEqual({ type: 'basket/noteChanged', payload: null });
  });

  it('builds the action with prepare when the entry has one', () => {
    expect(itemsReplaced(['a', 'b'], 3)).toEqual({
      type: 'basket/itemsReplaced',
      payload: { items: ['a', 'b'], at: 3 },
    });
    expect(itemsReplaced(['a'])).toEqual({
      type: 'basket/itemsReplaced',
      payload: { items: ['a'], at: 7 },
    });
    expect(itemsReplaced.type).toBe('basket/itemsReplaced');
    expect(reduce(initialBasket, itemsReplaced(['x'], 9))).toMatchObject({
      items: ['x'],
      count: 9,
    });
  });

  it('matches its own actions only', () => {
    expect(itemAdded.match(itemAdded('pear'))).toBe(true);
    expect(itemAdded.match({ type: 'basket/itemAdded', payload: 'x' })).toBe(true);
    expect(itemAdded.match(counted())).toBe(false);
    expect(itemAdded.match({ type: 'other/itemAdded' })).toBe(false);
    expect(itemAdded.match(null)).toBe(false);
    expect(itemAdded.match('basket/itemAdded')).toBe(false);
  });

  it('starts from the initial state and ignores actions of other slices', () => {
    expect(reduce(undefined, { type: 'unknown' })).toBe(initialBasket);
    const state = reduce(initialBasket, itemAdded('pear'));
    const foreign = { type: 'other/itemAdded', payload: 'x' };
    expect(reduce(state, foreign)).toBe(state);
  });

  it('hands the case reducer a shallow copy and leaves the previous state untouched', () => {
    const previous: Basket = { owner: { name: 'Amina' }, items: ['pear'], count: 1, note: null };
    const snapshot = structuredClone(previous);
    const next = reduce(previous, itemAdded('fig'));
    expect(next).not.toBe(previous);
    expect(next).toEqual({
      owner: { name: 'Amina' },
      items: ['pear', 'fig'],
      count: 2,
      note: null,
    });
    expect(previous).toEqual(snapshot);
    // Fields the reducer did not assign are shared, not copied.
    expect(next.owner).toBe(previous.owner);

    const renamed = reduce(previous, ownerRenamed('Rui'));
    expect(renamed.owner).toEqual({ name: 'Rui' });
    expect(previous.owner.name).toBe('Amina');
    expect(renamed.items).toBe(previous.items);
  });

  it('keeps the previous state object when nothing changes', () => {
    const state = reduce(initialBasket, noteChanged('hi'));
    expect(reduce(state, noteChanged('hi'))).toBe(state);
    expect(reduce(initialBasket, counted())).toBe(initialBasket);
  });

  it('replaces the state with what a case reducer returns', () => {
    const state = reduce(initialBasket, itemAdded('pear'));
    expect(reduce(state, emptied())).toBe(initialBasket);
  });

  it('types action creators from the payload or the prepare parameters', () => {
    expectTypeOf(itemAdded).parameters.toEqualTypeOf<[payload: string]>();
    expectTypeOf(itemAdded('x')).toEqualTypeOf<PayloadAction<string, 'basket/itemAdded'>>();
    expectTypeOf(noteChanged).parameters.toEqualTypeOf<[payload: string | null]>();
    expectTypeOf(counted).parameters.toEqualTypeOf<[]>();
    expectTypeOf(emptied).parameters.toEqualTypeOf<[]>();
    expectTypeOf(itemsReplaced).parameters.toEqualTypeOf<[items: string[], at?: number]>();
    expectTypeOf(itemsReplaced([]).payload).toEqualTypeOf<{ items: string[]; at: number }>();
    expectTypeOf(itemAdded.type).toEqualTypeOf<'basket/itemAdded'>();
    // @ts-expect-error a payload of the wrong type is refused
    itemAdded(3);
    // @ts-expect-error a case reducer without a payload takes no argument
    counted('x');
  });
});
