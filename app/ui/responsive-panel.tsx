import { Modal } from './modal'
import { SidePanel, type SidePanelProps } from './side-panel'
import { useIsDesktop } from './use-media-query'

/** Spec §2: a large modal on wide screens, a side panel otherwise (add-to-cart, pickup chooser, …). */
export function ResponsivePanel(props: Omit<SidePanelProps, 'side' | 'header'>) {
  const desktop = useIsDesktop()
  return desktop ? <Modal {...props} size="large" /> : <SidePanel {...props} />
}
