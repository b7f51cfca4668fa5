import { useEffect } from "react";
import { fallbackPartnerNames } from "#content/programs/terms.ts";
import { Skeleton } from "../../components/ui/skeleton";
import { usePartners } from "./partners-api";

/** The partners logo wall: 6 skeletons while loading, logos (or names without a logo), fallback names when empty. */
export function PartnerWall() {
  const { data, isPending, error } = usePartners();

  useEffect(() => {
    if (error) console.error(error.message, error.cause);
  }, [error]);

  if (isPending) {
    return (
      <ul aria-busy="true" aria-label="Loading partners" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <Skeleton className="h-20" />
          </li>
        ))}
      </ul>
    );
  }

  const partners = data && data.length > 0 ? data : fallbackPartnerNames.map((name, i) => ({ id: -i - 1, name, logoUrl: null }));
  return (
    <ul aria-label="Our partners" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {partners.map((partner) => (
        <li key={partner.id} className="flex h-20 items-center justify-center rounded-lg border border-border bg-card p-3 text-center">
          {partner.logoUrl ? (
            <img
              src={partner.logoUrl}
              alt={partner.name}
              width={240}
              height={80}
              loading="lazy"
              className="max-h-14 w-auto dark:brightness-110"
            />
          ) : (
            <span className="font-semibold">{partner.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
