import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRoubles } from '../dashboard-format';
import type { DashboardDay } from '../dashboard-period';
import { shortDay } from '../dashboard-period';

const ORDERS_COLOR = '#0f766e';
const REVENUE_COLOR = '#9a3412';
const REFUNDS_COLOR = '#6b21a8';

/**
 * Orders (bars), revenue net of refunds and the refunds (lines) day by day. Its own chunk: recharts arrives only when the
 * dashboard is opened, never with the rest of the back office.
 */
export default function RevenueChart({ days }: { days: readonly DashboardDay[] }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={days as DashboardDay[]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={16} />
        <YAxis yAxisId="orders" allowDecimals={false} width={32} />
        <YAxis yAxisId="revenue" orientation="right" tickFormatter={(value: number) => formatRoubles(value)} width={88} />
        <Tooltip labelFormatter={(day) => shortDay(String(day))} formatter={(value, name) => (name === 'Заказы' ? value : formatRoubles(Number(value)))} />
        <Legend />
        <Bar yAxisId="orders" dataKey="orders" name="Заказы" fill={ORDERS_COLOR} radius={[3, 3, 0, 0]} />
        <Line yAxisId="revenue" dataKey="revenue" name="Выручка" stroke={REVENUE_COLOR} strokeWidth={2} dot={false} type="monotone" />
        <Line yAxisId="revenue" dataKey="refunds" name="Возвраты" stroke={REFUNDS_COLOR} strokeWidth={2} strokeDasharray="4 3" dot={false} type="monotone" />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
