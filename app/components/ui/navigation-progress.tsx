import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/**
 * A thin bar at the top of the window while a route loads (docs/product/specification.md "loading animation"). It
 * appears only after 150 ms, so fast navigations do not flash.
 */
export function NavigationProgress({ label }: { label: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 150);
    return () => clearTimeout(timer);
  }, [busy]);
  return (
    <div
      // The bar runs in the reading direction: right to left on the Arabic pages.
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-1 overflow-hidden rtl:-scale-x-100"
      aria-hidden={!visible}
    >
      {visible ? <div role="progressbar" aria-label={label} className="nav-progress h-full bg-sand" /> : null}
    </div>
  );
}
