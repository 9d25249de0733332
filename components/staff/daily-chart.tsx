import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LinearScale,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import { Bar } from 'react-chartjs-2';
import type { DailyFigureDto } from '@/contracts/dto/staff-dto';

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

const options: ChartOptions<'bar'> = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  plugins: { legend: { display: false }, tooltip: { enabled: true } },
  scales: {
    x: { display: false },
    y: { display: false, beginAtZero: true },
  },
};

/**
 * A small bar chart of a figure's last 30 days (Chart.js, loaded only with the dashboard). The
 * numbers are also in the tile's text; the canvas is a picture of them.
 */
export default function DailyChart({
  figures,
  label,
}: {
  figures: DailyFigureDto[];
  label: string;
}) {
  return (
    <Bar
      role="img"
      aria-label={label}
      options={options}
      data={{
        labels: figures.map((figure) => figure.day),
        datasets: [
          {
            data: figures.map((figure) => figure.value),
            backgroundColor: '#0f766e',
            borderRadius: 2,
          },
        ],
      }}
    />
  );
}
