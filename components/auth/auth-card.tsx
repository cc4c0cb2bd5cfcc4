import { DocumentTitle } from "../ui/card";

/** The centred card of the login, reset and registration screens (max width 786). */
export function AuthCard({
  title,
  intro,
  children,
  club,
}: {
  title: string;
  intro?: string;
  children: React.ReactNode;
  club?: boolean;
}) {
  return (
    <main className="grid min-h-screen place-items-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-16">
      <DocumentTitle title={title} />
      <div className="w-full max-w-[786px]">
        <div
          className={`mx-auto w-full max-w-md rounded-xl bg-white p-8 shadow-lg ring-1 ${club ? "ring-amber-200" : "ring-slate-200"}`}
        >
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {intro && <p className="mt-2 text-sm text-slate-600">{intro}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </main>
  );
}
