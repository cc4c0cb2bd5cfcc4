import { ClubDashboard } from "@/components/club/club-dashboard";

export default async function ClubDashboardTabPage({ params }: { params: Promise<{ tab: string }> }) {
  return <ClubDashboard tab={(await params).tab} />;
}
