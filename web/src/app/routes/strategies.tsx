export { StrategiesPage as StrategiesRoute } from "../../features/strategies/components/strategies-page.tsx";
