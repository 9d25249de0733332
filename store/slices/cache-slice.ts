import { createSlice, type PayloadAction } from '@/store/create-slice';
import type { CategoryDto } from '@/contracts/dto/category-dto';
import type { LocationDto } from '@/contracts/dto/location-dto';

/** One filter value as kept between screens (spec §3 Filters). */
export type FilterValue = string | number | boolean | Array<string | number> | null;
/** Filter field name (snake_case, as sent to the API) → value. */
export type FilterValues = Record<string, FilterValue>;

/** The user a chat is being started with, from a property page, before any message exists. */
export interface NewUserChatData {
  user_id: number;
  name: string;
  profile: string | null;
  property_id: number;
  property_title: string;
  property_image: string | null;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Spec §3 "Cache": client state shared between screens (not persisted). */
export interface CacheState {
  categories: CategoryDto[];
  /** Epoch milliseconds when `categories` were received. */
  lastFetch: number | null;
  newUserChatData: NewUserChatData | null;
  filterData: FilterValues | null;
  articleCategoryId: number | null;
  sliderDataLength: number;
  isProject: boolean;
  locationData: LocationDto | null;
  /** The browser's position, asked once per app start (null when denied or unavailable). */
  geolocation: Coordinates | null;
}

export const initialCacheState: CacheState = {
  categories: [],
  lastFetch: null,
  newUserChatData: null,
  filterData: null,
  articleCategoryId: null,
  sliderDataLength: 0,
  isProject: false,
  locationData: null,
  geolocation: null,
};

export const cacheSlice = createSlice({
  name: 'cache',
  initialState: initialCacheState,
  reducers: {
    categoriesReceived: {
      reducer(state, action: PayloadAction<{ categories: CategoryDto[]; receivedAt: number }>) {
        state.categories = action.payload.categories;
        state.lastFetch = action.payload.receivedAt;
      },
      /** `receivedAt` defaults to now; pass it to keep reducers and tests deterministic. */
      prepare(categories: CategoryDto[], receivedAt: number = Date.now()) {
        return { payload: { categories, receivedAt } };
      },
    },
    newUserChatStarted(state, action: PayloadAction<NewUserChatData>) {
      state.newUserChatData = action.payload;
    },
    newUserChatCleared(state) {
      state.newUserChatData = null;
    },
    /** Replaces the kept filters; `null` clears them. */
    filtersChanged(state, action: PayloadAction<FilterValues | null>) {
      state.filterData = action.payload;
    },
    filtersCleared(state) {
      state.filterData = null;
    },
    articleCategorySelected(state, action: PayloadAction<number | null>) {
      state.articleCategoryId = action.payload;
    },
    sliderDataLengthMeasured(state, action: PayloadAction<number>) {
      state.sliderDataLength = action.payload;
    },
    projectModeChanged(state, action: PayloadAction<boolean>) {
      state.isProject = action.payload;
    },
    locationPicked(state, action: PayloadAction<LocationDto>) {
      state.locationData = action.payload;
    },
    locationCleared(state) {
      state.locationData = null;
    },
    geolocationFound(state, action: PayloadAction<Coordinates>) {
      state.geolocation = action.payload;
    },
  },
});

export const {
  categoriesReceived,
  newUserChatStarted,
  newUserChatCleared,
  filtersChanged,
  filtersCleared,
  articleCategorySelected,
  sliderDataLengthMeasured,
  projectModeChanged,
  locationPicked,
  locationCleared,
  geolocationFound,
} = cacheSlice.actions;

interface WithCache {
  cache: CacheState;
}

export const selectGeolocation = (state: WithCache): Coordinates | null => state.cache.geolocation;
export const selectLocationData = (state: WithCache): LocationDto | null =>
  state.cache.locationData;
export const selectFilterData = (state: WithCache): FilterValues | null => state.cache.filterData;
