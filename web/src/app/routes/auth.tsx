export { AuthPage as AuthRoute } from "../../features/auth/components/auth-page.tsx";
