import { ClubDashboard } from "@/components/club/club-dashboard";

export default function ClubDashboardPage() {
  return <ClubDashboard tab="overview" />;
}
