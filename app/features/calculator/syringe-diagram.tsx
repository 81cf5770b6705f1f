/**
 * A 1 ml U-100 insulin syringe drawn in SVG, filled to the calculated mark: needle on the left,
 * 0 to 100 units along the barrel, ticks every 2 units and numbers every 20 (readable at 360 px).
 */
const barrelX = 48;
const barrelWidth = 300;
const barrelY = 24;
const barrelHeight = 28;
const maxUnits = 100;

const xFor = (units: number) => barrelX + (Math.min(units, maxUnits) / maxUnits) * barrelWidth;

/** Ticks every 2 units along the barrel, numbers every 20. */
function Scale() {
  const ticks = Array.from({ length: maxUnits / 2 + 1 }, (_, index) => index * 2);
  return (
    <>
      {ticks.map((tick) => (
        <line
          key={tick}
          x1={xFor(tick)}
          x2={xFor(tick)}
          y1={barrelY}
          y2={barrelY + (tick % 10 === 0 ? 12 : 6)}
          stroke="#334155"
          strokeWidth={tick % 10 === 0 ? 1.2 : 0.8}
        />
      ))}
      {ticks
        .filter((tick) => tick % 20 === 0)
        .map((tick) => (
          <text
            key={tick}
            x={xFor(tick)}
            y={barrelY + barrelHeight + 18}
            fontSize={14}
            textAnchor="middle"
            fill="#334155"
          >
            {tick}
          </text>
        ))}
    </>
  );
}

export function SyringeDiagram({ units, volumeText }: { units: number; volumeText: string }) {
  const fillX = xFor(units);
  const overflow = units > maxUnits;
  return (
    <svg
      viewBox="0 0 420 84"
      role="img"
      aria-label={
        overflow
          ? `More than a full U-100 syringe: ${volumeText} ml is over 100 units`
          : `U-100 syringe filled to ${Math.round(units * 10) / 10} units (${volumeText} ml)`
      }
      className="h-auto w-full max-w-xl"
      data-syringe-units={units}
    >
      {/* needle */}
      <line x1={4} y1={38} x2={barrelX - 10} y2={38} stroke="#64748b" strokeWidth={2} />
      <rect x={barrelX - 10} y={32} width={10} height={12} fill="#94a3b8" />
      {/* liquid */}
      <rect
        x={barrelX}
        y={barrelY}
        width={fillX - barrelX}
        height={barrelHeight}
        fill={overflow ? '#b91c1c' : '#0d9488'}
        opacity={0.55}
      />
      {/* barrel */}
      <rect
        x={barrelX}
        y={barrelY}
        width={barrelWidth}
        height={barrelHeight}
        fill="none"
        stroke="#334155"
        strokeWidth={1.5}
        rx={2}
      />
      <Scale />
      {/* plunger: its tip at the mark, the rod out past the barrel to the thumb rest */}
      <rect x={fillX} y={barrelY + 2} width={6} height={barrelHeight - 4} fill="#1e293b" />
      <line x1={fillX + 6} y1={38} x2={404} y2={38} stroke="#1e293b" strokeWidth={4} />
      <rect x={404} y={22} width={5} height={32} rx={1} fill="#1e293b" />
      <text
        x={Math.min(Math.max(fillX, 60), 370)}
        y={16}
        fontSize={15}
        fontWeight={700}
        textAnchor="middle"
        fill={overflow ? '#b91c1c' : '#115e59'}
      >
        {overflow ? 'over 100 units' : `${Math.round(units * 10) / 10} units`}
      </text>
    </svg>
  );
}
