/** The tiles of the pickup-point map (Leaflet URL template) and the attribution their provider requires. */
export interface MapTiles {
  url: string
  /** HTML, shown on the map. */
  attribution: string
}

/** A terrain-style map (spec §9 "map type terrain") that needs no key: OpenTopoMap. MAP_TILE_URL replaces it. */
export const DEFAULT_MAP_TILES: MapTiles = {
  url: 'https://{s}.tile.opentopomap.org/{z}/{x}/{y}.png',
  attribution:
    'Kaartgegevens: © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>-bijdragers, SRTM | Kaartweergave: © <a href="https://opentopomap.org">OpenTopoMap</a> (CC-BY-SA)',
}
