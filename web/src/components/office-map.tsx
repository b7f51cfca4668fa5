import { offices, type Office } from "#content/site.ts";

/**
 * A schematic map of the North Atlantic with the three offices, drawn inline so it works offline
 * and loads nothing from a third party. Coordinates are rough equirectangular positions.
 */
const pins: Record<Office["id"], { x: number; y: number; labelDx: number }> = {
  "castle-rock": { x: 178, y: 150, labelDx: -12 },
  peachtree: { x: 262, y: 176, labelDx: 12 },
  dublin: { x: 540, y: 92, labelDx: 12 },
};

export function OfficeMap({ className = "" }: { className?: string }) {
  const label = `Map of our offices: ${offices.map((o) => o.name).join("; ")}.`;
  return (
    <svg
      viewBox="0 0 680 280"
      width="680"
      height="280"
      role="img"
      aria-label={label}
      className={`h-auto w-full rounded-lg border border-border bg-muted ${className}`}
    >
      {/* North America */}
      <path
        d="M40 60 L150 40 L250 50 L330 70 L320 110 L290 150 L300 190 L270 215 L230 230 L190 220 L150 200 L110 180 L80 140 L50 110 Z"
        className="fill-card stroke-border"
        strokeWidth="2"
      />
      {/* Ireland and Great Britain */}
      <path d="M525 80 L545 72 L552 95 L535 108 L520 98 Z" className="fill-card stroke-border" strokeWidth="2" />
      <path d="M560 55 L585 60 L590 100 L575 120 L558 110 L565 85 Z" className="fill-card stroke-border" strokeWidth="2" />
      {/* Continental Europe */}
      <path d="M600 90 L660 80 L670 150 L640 190 L600 180 L585 140 Z" className="fill-card stroke-border" strokeWidth="2" />
      <text x="390" y="150" className="fill-muted-foreground" fontSize="14" textAnchor="middle">
        Atlantic Ocean
      </text>
      {offices.map((office) => {
        const pin = pins[office.id];
        return (
          <g key={office.id}>
            <circle cx={pin.x} cy={pin.y} r="7" className="fill-primary stroke-card" strokeWidth="2" />
            <text
              x={pin.x + pin.labelDx}
              y={pin.y - 12}
              fontSize="13"
              fontWeight="600"
              textAnchor={pin.labelDx < 0 ? "end" : "start"}
              className="fill-foreground"
            >
              {office.name.split(",")[0]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
