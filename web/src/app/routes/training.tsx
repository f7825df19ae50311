export { TrainingPage as TrainingRoute } from "../../features/strategies/components/training-page.tsx";
