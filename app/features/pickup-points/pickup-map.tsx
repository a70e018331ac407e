import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useEffect, useRef } from 'react'
import { PICKUP_INFO_WINDOW_OFFSET_PX, PICKUP_MAP_CENTER, PICKUP_MAP_ZOOM } from '#core/constants'
import type { MapTiles } from '#core/map-tiles'
import { formatPickupAddress } from '#core/pickup-points/pickup-point'
import type { PickupLocation } from '#core/pickup-points/location'
import { spreadPins } from './spread-pins'

/**
 * The pickup-point map (spec §2): Leaflet with the configured tiles (a terrain map by default), a marker per
 * location and an info window 35 px above the selected one. Loaded on demand with the chooser, never with a
 * catalogue page.
 */
export interface PickupMapProps {
  locations: readonly PickupLocation[]
  selectedCode: string | null
  onSelect: (code: string) => void
  tiles: MapTiles
  label: string
  className?: string
}

const PIN_SIZE = 28
const SELECTED_PIN_SIZE = 34
/** The largest pin's box, kept clear around every pin (the selected one grows to it). */
const PIN_BOX = { width: SELECTED_PIN_SIZE, height: Math.round((SELECTED_PIN_SIZE * 34) / 24) }

/** A pin drawn inline (no image files to resolve), its point at the bottom centre. */
function pinIcon(selected: boolean): L.DivIcon {
  const fill = selected ? '#b91c1c' : '#17654a'
  const size = selected ? SELECTED_PIN_SIZE : PIN_SIZE
  return L.divIcon({
    className: 'pickup-map-pin',
    html: `<svg viewBox="0 0 24 34" width="${size}" height="${Math.round((size * 34) / 24)}" aria-hidden="true"><path d="M12 0C5.4 0 0 5.2 0 11.7 0 20.4 12 34 12 34s12-13.6 12-22.3C24 5.2 18.6 0 12 0z" fill="${fill}" stroke="#fff" stroke-width="1.5"/><circle cx="12" cy="11.5" r="4.5" fill="#fff"/></svg>`,
    iconSize: [size, Math.round((size * 34) / 24)],
    iconAnchor: [size / 2, Math.round((size * 34) / 24)],
  })
}

function infoContent(location: PickupLocation): HTMLElement {
  // Built from text nodes: names and addresses come from an outside service.
  const box = document.createElement('div')
  const name = document.createElement('strong')
  name.textContent = location.Name
  const address = document.createElement('div')
  address.textContent = formatPickupAddress(location)
  box.append(name, address)
  return box
}

export default function PickupMap({
  locations,
  selectedCode,
  onSelect,
  tiles,
  label,
  className = '',
}: PickupMapProps) {
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const layer = useRef<L.LayerGroup | null>(null)
  const markers = useRef(new Map<string, L.Marker>())
  const spread = useRef<() => void>(() => {})
  const select = useRef(onSelect)
  useEffect(() => {
    select.current = onSelect
  })

  useEffect(() => {
    if (!container.current) return
    // The list is the keyboard's way to a location: the map, its pins and its zoom buttons are for pointers
    // and stay out of the Tab order (WCAG 2.4.3); its attribution link stays reachable.
    const instance = L.map(container.current, {
      center: [PICKUP_MAP_CENTER.lat, PICKUP_MAP_CENTER.lng],
      zoom: PICKUP_MAP_ZOOM,
      scrollWheelZoom: false,
      keyboard: false,
      // The info window shows at full contrast at once: a fade-in is motion nobody asked for, and text caught
      // halfway fails the contrast a check (or a glance) measures.
      fadeAnimation: false,
    })
    for (const button of instance.getContainer().querySelectorAll('.leaflet-control-zoom a')) {
      button.setAttribute('tabindex', '-1')
      button.setAttribute('aria-hidden', 'true')
    }
    instance.on('zoomend', () => spread.current())
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 17, subdomains: 'abc' }).addTo(instance)
    instance.attributionControl.setPrefix(false)
    layer.current = L.layerGroup().addTo(instance)
    map.current = instance
    return () => {
      instance.remove()
      map.current = null
      layer.current = null
    }
  }, [tiles.url, tiles.attribution])

  useEffect(() => {
    const group = layer.current
    const instance = map.current
    if (!group || !instance) return
    group.clearLayers()
    markers.current.clear()
    for (const location of locations) {
      const marker = L.marker([location.Latitude, location.Longitude], {
        icon: pinIcon(false),
        title: location.Name,
        keyboard: false,
      })
      marker.on('click', () => select.current(location.LocationCode))
      marker.addTo(group)
      // A pin repeats a row of the list, which screen readers read instead.
      marker.getElement()?.setAttribute('aria-hidden', 'true')
      markers.current.set(location.LocationCode, marker)
    }
    spread.current = () => {
      // Pins on or near each other at this zoom are moved apart on screen (WCAG 2.5.8).
      const points = locations.map((l) => instance.latLngToLayerPoint([l.Latitude, l.Longitude]))
      spreadPins(points, PIN_BOX).forEach((point, index) => {
        const location = locations[index]!
        markers.current.get(location.LocationCode)?.setLatLng(instance.layerPointToLatLng(L.point(point)))
      })
    }
    if (locations.length > 0) {
      // The nearest few fill the view; the rest are a pan away.
      const bounds = L.latLngBounds(
        locations.slice(0, 5).map((l) => [l.Latitude, l.Longitude] as [number, number]),
      )
      instance.fitBounds(bounds, { padding: [40, 40], maxZoom: 15 })
    }
    spread.current()
  }, [locations])

  useEffect(() => {
    const instance = map.current
    if (!instance) return
    for (const [code, marker] of markers.current) {
      marker.setIcon(pinIcon(code === selectedCode))
      marker.setZIndexOffset(code === selectedCode ? 1000 : 0)
    }
    const location = locations.find((l) => l.LocationCode === selectedCode)
    if (!location) {
      instance.closePopup()
      return
    }
    const pin = markers.current.get(location.LocationCode)
    L.popup({
      offset: L.point(0, -PICKUP_INFO_WINDOW_OFFSET_PX),
      closeButton: false,
      autoPan: true,
      // Keep the info window clear of the zoom buttons in the top left corner.
      autoPanPaddingTopLeft: L.point(48, 8),
    })
      .setLatLng(pin ? pin.getLatLng() : [location.Latitude, location.Longitude])
      .setContent(infoContent(location))
      .openOn(instance)
  }, [selectedCode, locations])

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      className={`z-0 ${className}`}
      data-testid="pickup-map"
    />
  )
}
