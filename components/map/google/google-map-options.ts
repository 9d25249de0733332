/// <reference types="google.maps" />

/** The options every Google map of the site shares (a constant: the map compares them). */
export const googleMapOptions: google.maps.MapOptions = {
  mapTypeControl: false,
  streetViewControl: false,
  fullscreenControl: true,
  clickableIcons: false,
};
