// Leaflet's stylesheet, imported only by the open map's modules: it loads with the map's chunk,
// never with a page that shows no map.
import 'leaflet/dist/leaflet.css';
