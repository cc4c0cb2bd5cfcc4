import { VerifyPage, type VerifyProps } from "@/components/auth/verify-page";

export default function Page(props: VerifyProps) {
  return <VerifyPage club {...props} />;
}
