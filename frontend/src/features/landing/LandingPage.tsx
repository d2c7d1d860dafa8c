import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';

import { PRODUCT_NAME } from '../../app/product';
import { useAuth } from '../../auth/auth-context';
import { FEATURES, STATISTICS } from './landing-content';

/** The public home page for signed-out visitors (docs/product.md, 3). */
export function LandingPage() {
  const { openSignIn } = useAuth();
  const navigate = useNavigate();

  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '100vh' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container sx={{ py: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 800, fontSize: { xs: '1rem', sm: '1.25rem' } }}>
              {PRODUCT_NAME}
            </Typography>
            <Chip label="Beta" size="small" color="primary" />
            <Box sx={{ flex: 1 }} />
            <Button variant="contained" onClick={openSignIn} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
              Vendor Login
            </Button>
          </Stack>
        </Container>
      </Box>

      <Box component="main">
        <Container component="section" aria-labelledby="hero-title" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
          <Typography id="hero-title" variant="h2" component="h1" sx={{ fontSize: { xs: '2.25rem', md: '3.5rem' } }}>
            Sell more in Second Life with one vendor dashboard
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 3, mx: 'auto', maxWidth: 720, fontWeight: 400 }}>
            Manage your vendors, track sales and commissions, see real-time analytics and connect your in-world scripts for automated sales and deliveries, even
            at the busiest events.
          </Typography>
          <Button variant="contained" size="large" endIcon={<ArrowForward />} onClick={openSignIn} sx={{ mt: 5 }}>
            Start Selling Today
          </Button>
        </Container>

        <Container component="section" aria-labelledby="features-title" sx={{ pb: { xs: 8, md: 12 } }}>
          <Typography id="features-title" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 5 }}>
            Everything you need to run your store
          </Typography>
          <Grid container spacing={3}>
            {FEATURES.map(({ title, description, icon: Icon }) => (
              <Grid key={title} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card component="article">
                  <CardContent>
                    <Icon color="primary" sx={{ fontSize: 36, mb: 1.5 }} aria-hidden />
                    <Typography variant="h6" component="h3" gutterBottom>
                      {title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {description}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Container>

        <Box component="section" aria-label="Platform statistics" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 8 } }}>
          <Container>
            <Grid container spacing={3}>
              {STATISTICS.map(({ value, label }) => (
                <Grid key={label} size={{ xs: 6, md: 3 }} sx={{ textAlign: 'center' }}>
                  <Typography variant="h3" component="p">
                    {value}
                  </Typography>
                  <Typography variant="body1" sx={{ opacity: 0.85 }}>
                    {label}
                  </Typography>
                </Grid>
              ))}
            </Grid>
          </Container>
        </Box>

        <Container component="section" aria-labelledby="cta-title" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
          <Typography id="cta-title" variant="h4" component="h2">
            Ready to grow your Second Life business?
          </Typography>
          <Typography variant="body1" color="text.secondary" sx={{ mt: 2 }}>
            Join the merchants who manage their vendors, events and L$ sales in one place.
          </Typography>
          <Button variant="contained" size="large" onClick={() => void navigate('/vendor/auth')} sx={{ mt: 4 }}>
            Get Started Free
          </Button>
        </Container>
      </Box>

      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 4 }}>
        <Container>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {PRODUCT_NAME}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              © {new Date().getFullYear()} {PRODUCT_NAME}. Vendor management for Second Life merchants. Payments in L$.
            </Typography>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
