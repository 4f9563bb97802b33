import { LoadingScreen } from "@/components/auth/loading-screen";

export default function AdminLoading() {
  return <LoadingScreen />;
}
