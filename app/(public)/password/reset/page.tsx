import { PasswordResetPage, type ResetSearch } from "@/components/auth/password-reset-page";

export default function Page({ searchParams }: { searchParams: ResetSearch }) {
  return <PasswordResetPage club={false} searchParams={searchParams} />;
}
