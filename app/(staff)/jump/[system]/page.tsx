import { notFound } from "next/navigation";
import { PageTitle } from "@/components/ui/card";
import { SystemFrame } from "@/components/shell/system-frame";
import { jumpTarget } from "@/lib/page/account";
import { requireUser } from "@/lib/page/context";

/** An external system, embedded and logged in with a one-time token. */
export default async function JumpPage({ params }: { params: Promise<{ system: string }> }) {
  const { system } = await params;
  const user = await requireUser(`/jump/${system}`);
  const jump = await jumpTarget(system, user.id);
  if (!jump) notFound();
  return (
    <>
      <PageTitle>{jump.system}</PageTitle>
      <SystemFrame url={jump.url} title={jump.system} />
    </>
  );
}
