/**
 * A small `createSlice` with the call shape of Redux Toolkit's, without immer.
 *
 * THE RULE: a case reducer receives a SHALLOW COPY of the slice state. It may assign (or delete)
 * top-level fields of that copy, or return a whole new state; it must never change anything
 * nested, because nested objects and arrays are shared with the previous state (which React and
 * the persisted copy still hold). Replace nested values instead of editing them:
 *
 *   state.data.user = user;                       // WRONG: edits the previous state's `data`
 *   state.data = { ...state.data, user };         // right: a new `data` object
 *   state.items.push(item);                       // WRONG
 *   state.items = [...state.items, item];         // right
 *
 * When a case reducer assigns nothing that differs (by `Object.is`) from the previous state, the
 * previous state object itself is kept, so selectors and subscribers see no change.
 */

/** Any action: only `type` is known. */
export interface Action<T extends string = string> {
  type: T;
}

/** An action whose other fields are not known yet (what a store or a middleware receives). */
export interface UnknownAction extends Action {
  [extraProps: string]: unknown;
}

/** An action carrying a payload, as made by a slice's action creators. */
export type PayloadAction<P = void, T extends string = string> = { type: T; payload: P };

/** A case reducer: edits the shallow copy it is given, or returns the next state. */
// The action parameter is `never` so that a reducer typed for any particular action fits here
// (parameters are contravariant); the concrete action type is read back by `ActionCreatorFor`.
export type CaseReducer<S> = (state: S, action: never) => S | void;

/** A case reducer whose action creator builds the payload (and possibly more) with `prepare`. */
export interface CaseReducerWithPrepare<S> {
  reducer: CaseReducer<S>;
  // `never[]` for the same reason as above: any parameter list fits.
  prepare: (...args: never[]) => { payload: unknown };
}

export type SliceCaseReducers<S> = Record<string, CaseReducer<S> | CaseReducerWithPrepare<S>>;

/** What a `prepare` must return for its reducer: the payload that reducer reads. */
type ValidateCaseReducers<S, CR extends SliceCaseReducers<S>> = CR & {
  [K in keyof CR]: CR[K] extends { reducer(state: S, action: infer A): unknown }
    ? { prepare(...args: never[]): Omit<A, 'type'> }
    : unknown;
};

interface ActionCreatorBase<T extends string, A extends Action<T>> {
  /** The action type, `slice/caseReducer`. */
  readonly type: T;
  /** Whether an action is one this creator makes (narrows its type). */
  match(action: unknown): action is A;
}

/** For case reducers without a payload (`(state) => …` or `PayloadAction<void>`). */
export interface ActionCreatorWithoutPayload<T extends string = string> extends ActionCreatorBase<
  T,
  PayloadAction<undefined, T>
> {
  (): PayloadAction<undefined, T>;
}

export interface PayloadActionCreator<P, T extends string = string> extends ActionCreatorBase<
  T,
  PayloadAction<P, T>
> {
  (payload: P): PayloadAction<P, T>;
}

export interface PreparedActionCreator<
  Args extends unknown[],
  R extends { payload: unknown },
  T extends string = string,
> extends ActionCreatorBase<T, R & Action<T>> {
  (...args: Args): R & Action<T>;
}

type PayloadCreatorFor<A, T extends string> = [A] extends [{ payload: infer P }]
  ? [P] extends [void]
    ? ActionCreatorWithoutPayload<T>
    : PayloadActionCreator<P, T>
  : ActionCreatorWithoutPayload<T>;

/** The action creator a case reducer entry gets, typed from its action or its `prepare`. */
type ActionCreatorFor<Entry, T extends string> = Entry extends {
  prepare: (...args: infer Args) => infer R extends { payload: unknown };
}
  ? PreparedActionCreator<Args, R, T>
  : Entry extends (state: never, action: infer A) => unknown
    ? PayloadCreatorFor<A, T>
    : never;

export type CaseReducerActions<CR, Name extends string> = {
  [K in keyof CR & string]: ActionCreatorFor<CR[K], `${Name}/${K}`>;
};

export interface CreateSliceOptions<S, CR extends SliceCaseReducers<S>, Name extends string> {
  name: Name;
  initialState: S;
  reducers: ValidateCaseReducers<S, CR>;
}

export interface Slice<S, CR extends SliceCaseReducers<S>, Name extends string> {
  name: Name;
  /** The slice reducer: `undefined` state gives the initial state; unknown actions change nothing. */
  reducer: (state: S | undefined, action: Action) => S;
  actions: CaseReducerActions<CR, Name>;
}

function hasSameFields(a: object, b: object): boolean {
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  return aKeys.every((key) => Object.hasOwn(b, key) && Object.is(aRecord[key], bRecord[key]));
}

export function createSlice<S extends object, CR extends SliceCaseReducers<S>, Name extends string>(
  options: CreateSliceOptions<S, CR, Name>,
): Slice<S, CR, Name> {
  const { name, initialState } = options;
  const entries: SliceCaseReducers<S> = options.reducers;

  // Case reducers are called with whatever action was dispatched for their type; the `never`
  // action parameter in `CaseReducer` only serves typing, so it is widened back here.
  type RuntimeCaseReducer = (state: S, action: Action) => S | void;
  const caseReducersByType = new Map<string, RuntimeCaseReducer>();
  const actions: Record<string, unknown> = {};

  for (const [key, entry] of Object.entries(entries)) {
    const type = `${name}/${key}`;
    const caseReducer = typeof entry === 'function' ? entry : entry.reducer;
    caseReducersByType.set(type, caseReducer as RuntimeCaseReducer);

    const prepare =
      typeof entry === 'function'
        ? undefined
        : (entry.prepare as (...args: unknown[]) => { payload: unknown });
    const actionCreator = prepare
      ? (...args: unknown[]) => ({ type, ...prepare(...args) })
      : (payload?: unknown) => ({ type, payload });
    actions[key] = Object.assign(actionCreator, {
      type,
      match: (action: unknown): boolean =>
        typeof action === 'object' && action !== null && (action as Action).type === type,
      toString: () => type,
    });
  }

  function reducer(state: S | undefined, action: Action): S {
    const previous = state === undefined ? initialState : state;
    const caseReducer = caseReducersByType.get(action.type);
    if (!caseReducer) return previous;
    const draft = { ...previous };
    const returned = caseReducer(draft, action);
    if (returned !== undefined) return returned;
    return hasSameFields(draft, previous) ? previous : draft;
  }

  return {
    name,
    reducer,
    // Built key by key above from `reducers`, with the types `CaseReducerActions` describes.
    actions: actions as CaseReducerActions<CR, Name>,
  };
}
