import { chromeLayout } from '@/components/layout/chrome-layout'

export default chromeLayout('default')
