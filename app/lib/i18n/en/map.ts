/**
 * Strings of the maps (issue 24): the results map and the listing's small map, loaded with the map's
 * own code when a visitor opens one, so pages without a map do not carry them.
 */
export const map = {
  "map.region": "Map of these results",
  "map.detailRegion": "Map of the listing's location",
  "map.skip": "Skip the map",
  "map.unavailable": "The map cannot be shown on this device. Every listing is in the list.",
  "map.searchArea": "Search this area",
  "map.limited":
    "{total, plural, one {The map shows {shown} of # listing.} other {The map shows the newest {shown} of # listings. Zoom in and search this area to see the others.}}",
  "map.none": "None of these listings has a place on the map yet.",
  "map.pin": "{price}, {name}",
  "map.pinApprox": "{price}, {name} (approximate location)",
  "map.cluster": "{n, plural, one {# listing here} other {# listings here}}: zoom in",
  "map.approx": "Approximate location: the community's centre",
  "map.view": "View the listing",
  "map.close": "Close",
  "map.attribution": "Map data credits",
  "map.gesture.windows": "Use Ctrl and the scroll wheel to zoom the map",
  "map.gesture.mac": "Use ⌘ and the scroll wheel to zoom the map",
  "map.gesture.mobile": "Use two fingers to move the map",
  "map.short.million": "{n}M",
  "map.short.thousand": "{n}K",
  "map.zoomIn": "Zoom in",
  "map.zoomOut": "Zoom out",
} as const;
